import type { Banner } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { imageUrl } from '@/shared/lib/image-url';
import { linkTargetProps } from '@/shared/lib/link-target';
import { PreviewSkeleton } from './entrance-skeleton';
import type { LiveBannersQuery } from './home-games';
import styles from './entrance.module.css';

/** Spec 2.5: "its preview shows 4 items with a more button when there are more than 4". */
export const LIVE_PREVIEW_SIZE = 4;

/** Spec 2.5 live banners (group m_livegame): the first four, and More to the live casino. */
export function LivePreview({ query }: { query: LiveBannersQuery }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending } = useQuery(query);
  if (isPending) return <PreviewSkeleton />;
  // A preview, like the banner block: nothing to show (or no answer) leaves no empty frame.
  if (!data?.length) return null;

  return (
    <section className={styles.live} aria-labelledby={headingId}>
      <div className={styles.liveHead}>
        <h2 id={headingId} className={styles.liveTitle}>
          {t('routes.titles.liveGames')}
        </h2>
        {data.length > LIVE_PREVIEW_SIZE && (
          <Link
            to={paths.liveGames.href()}
            className={styles.more}
            aria-label={t('games.home.moreLive')}
          >
            {t('games.home.more')}
          </Link>
        )}
      </div>
      <ul className={styles.liveGrid}>
        {data.slice(0, LIVE_PREVIEW_SIZE).map((banner) => (
          <li key={banner.id}>
            <PreviewLink link={banner.link}>
              <img
                className={styles.liveImage}
                src={imageUrl(banner.url)}
                alt={banner.title}
                width={750}
                height={300}
                loading="lazy"
                draggable={false}
              />
            </PreviewLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** As a home banner: app paths in place, other sites by the link rule (spec 2.4). */
function PreviewLink({ link, children }: { link: Banner['link']; children: ReactNode }) {
  if (!link) return <div className={styles.liveLink}>{children}</div>;
  if (link.startsWith('/m/'))
    return (
      <Link to={link} className={styles.liveLink}>
        {children}
      </Link>
    );
  return (
    <a href={link} className={styles.liveLink} {...linkTargetProps(link)}>
      {children}
    </a>
  );
}
