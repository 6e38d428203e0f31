import { useTranslation } from 'react-i18next';
import { useImageCdns } from '@/shared/hooks/use-image-cdns';
import { imageUrl } from '@/shared/lib/image-url';
import { Icon } from '@/shared/ui/icon';
import { vendorIconPath } from '../../lib/vendor-icon';
import { useVendorStrip } from './use-vendor-strip';
import styles from './entrance.module.css';

export interface StripVendor {
  vassalage: string;
  displayName: string;
}

interface VendorStripProps {
  vendors: readonly StripVendor[];
  /** The chosen vendor; '' is 'all'. */
  value: string;
  onChange: (vassalage: string) => void;
}

/** Spec 2.5 vendor menu strip: 'all' (an empty vendor key) first, then one icon per vendor. */
export function VendorStrip({ vendors, value, onChange }: VendorStripProps) {
  const { t } = useTranslation();
  const cdns = useImageCdns();
  const selected = Math.max(0, vendors.findIndex((v) => v.vassalage === value) + 1);
  const viewportRef = useVendorStrip(selected);

  return (
    <div className={styles.strip} ref={viewportRef}>
      <ul className={styles.stripTrack} aria-label={t('games.vendors.label')}>
        <li className={styles.stripSlide}>
          <button
            type="button"
            className={styles.vendor}
            aria-pressed={value === ''}
            onClick={() => onChange('')}
          >
            <span className={styles.vendorAll}>
              <Icon name="menu" />
            </span>
            <span className={styles.vendorName}>{t('games.filters.all')}</span>
          </button>
        </li>
        {vendors.map((v) => (
          <li key={v.vassalage} className={styles.stripSlide}>
            <button
              type="button"
              className={styles.vendor}
              aria-pressed={value === v.vassalage}
              onClick={() => onChange(v.vassalage)}
            >
              <img
                className={styles.vendorIcon}
                src={imageUrl(vendorIconPath(v.vassalage), cdns)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                draggable={false}
              />
              <span className={styles.vendorName}>{v.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
