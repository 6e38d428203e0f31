import type { Vendor } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useImageCdns } from '@/shared/hooks/use-image-cdns';
import { imageUrl } from '@/shared/lib/image-url';
import { Spinner } from '@/shared/ui/spinner';
import { gameListQueryOptions } from '../api/get-game-list';
import { useGameVendors } from '../api/get-game-vendors';
import { useLaunchGame } from '../hooks/use-launch-game';
import { lobbyCategories } from '../lib/categories';
import { vendorIconPath } from '../lib/vendor-icon';
import styles from './vendor-list.module.css';

/**
 * The vendors of one category as cards (spec 2.5 "SPORTS shows a vendor list", 2.12). A card opens
 * the vendor's game list; a sports or e-sports vendor is one lobby, launched at once.
 */
export function VendorList({ category }: { category: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useGameVendors();
  if (isPending)
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner />
      </div>
    );
  const vendors = data?.vendors[category] ?? [];
  if (vendors.length === 0) return <p className={styles.empty}>{t('games.list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('games.vendors.label')}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <VendorCard vendor={v} category={category} />
        </li>
      ))}
    </ul>
  );
}

function VendorCard({ vendor, category }: { vendor: Vendor; category: string }) {
  const imageCdns = useImageCdns();
  const queryClient = useQueryClient();
  const { launch, pending } = useLaunchGame();
  const body = (
    <>
      <img
        src={imageUrl(vendorIconPath(vendor.vassalage), imageCdns)}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className={styles.icon}
        // A CDN without the picture: the name alone, no broken-image mark.
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden';
        }}
      />
      <span className={styles.name}>{vendor.displayName}</span>
    </>
  );
  if (!lobbyCategories.has(category))
    return (
      <Link
        to={paths.gameList.href({ gameType: category, vassalage: vendor.vassalage })}
        className={styles.card}
      >
        {body}
      </Link>
    );
  // A lobby vendor has one game: find it, then launch it by the usual rules (login first, ...).
  const open = async () => {
    const page = await queryClient.fetchQuery(
      gameListQueryOptions({ gameType: category, vassalage: vendor.vassalage, pageSize: '1' }),
    );
    const lobby = page.games[0];
    if (lobby) await launch(lobby);
  };
  return (
    <button
      type="button"
      className={styles.card}
      aria-busy={pending}
      onClick={() => void open().catch(() => undefined)}
    >
      {body}
    </button>
  );
}
