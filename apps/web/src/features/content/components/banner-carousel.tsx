import type { Banner } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS } from '@/shared/config/constants';
import { imageUrl } from '@/shared/lib/image-url';
import { useBanners, type BannerGroup } from '../api/get-banners';
import { CAROUSEL_START, useCarousel } from '../hooks/use-carousel';
import { BannerLink } from './banner-link';
import styles from './banner-carousel.module.css';

interface BannerCarouselProps {
  group?: BannerGroup;
  imageCdns?: readonly string[];
}

/** Spec 2.5 home banners. Space is reserved while loading so the page below does not jump. */
export function BannerCarousel({ group = 'm_home', imageCdns }: BannerCarouselProps) {
  const { data, isPending } = useBanners(group);
  if (isPending) return <div className={styles.placeholder} />;
  if (!data?.length) return null;
  return <Carousel banners={data} imageCdns={imageCdns} />;
}

/**
 * Spec 2.5: loop and auto-play every 5000 ms, not stopped by touching it, with a dot per banner;
 * one banner never moves. The copies at the track's ends (use-carousel.ts) are hidden from
 * assistive technology and from focus: each banner is named and tappable once.
 */
function Carousel({ banners, imageCdns }: { banners: Banner[]; imageCdns?: readonly string[] }) {
  const { t } = useTranslation();
  const count = banners.length;
  const many = count > 1;
  const { viewportRef, trackRef, selected, goTo } = useCarousel(
    count,
    many ? BANNER_AUTOPLAY_MS : null,
  );
  const slides = many ? [banners[count - 1]!, ...banners, banners[0]!] : banners;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('content.banner.label')}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} ref={trackRef} style={many ? CAROUSEL_START : undefined}>
          {slides.map((banner, i) => {
            const index = many ? i - 1 : i;
            const copy = index < 0 || index >= count;
            return (
              <div
                key={copy ? `copy-${i}` : banner.id}
                className={styles.slide}
                {...(copy
                  ? { 'aria-hidden': true, inert: true }
                  : {
                      role: 'group',
                      'aria-roledescription': 'slide',
                      'aria-label': t('content.banner.slide', { index: index + 1, count }),
                    })}
              >
                <BannerLink link={banner.link}>
                  <img
                    className={styles.image}
                    src={imageUrl(banner.url, imageCdns)}
                    alt={banner.title}
                    width={750}
                    height={300}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    draggable={false}
                  />
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {many && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('content.banner.goTo', { index: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

export default BannerCarousel;
