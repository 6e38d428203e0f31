import type { Promotion } from '@app/contract';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useImageCdns } from '@/shared/hooks/use-image-cdns';
import { imageUrl } from '@/shared/lib/image-url';
import { RichHtml } from '@/shared/ui/rich-html';
import { dateRange, imageOf } from '../lib/promotion-text';
import { PromotionActions } from './promotion-actions';
import styles from './promotions.module.css';

interface PromotionItemProps {
  promotion: Promotion;
  open: boolean;
  onToggle: () => void;
  /** The first picture of the page: loaded at once and first (the page's largest element). */
  first: boolean;
}

/** One accordion entry of /m/activity: its sequence-1 image and title open the content. */
export const PromotionItem = forwardRef<HTMLElement, PromotionItemProps>(function PromotionItem(
  { promotion, open, onToggle, first },
  ref,
) {
  const { t } = useTranslation();
  const cdns = useImageCdns();
  const image = imageOf(promotion, 1);
  const panelId = `promotion-${promotion.id}`;
  return (
    <article ref={ref} className={styles.item} data-promotion-id={promotion.id}>
      <h2 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.itemButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {image && (
            <img
              className={styles.itemImage}
              src={imageUrl(image, cdns)}
              alt=""
              width={750}
              height={300}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding={first ? 'sync' : 'async'}
            />
          )}
          <span className={styles.itemTitle}>{promotion.title}</span>
          {promotion.activityState && (
            <span className={styles.badge} data-state={promotion.activityState}>
              {t(`promotions.states.${promotion.activityState}`)}
            </span>
          )}
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <>
            <p className={styles.period}>
              {t('promotions.period')}: <time>{dateRange(promotion)}</time>
            </p>
            <RichHtml html={promotion.content} className={styles.content} />
            <PromotionActions promotion={promotion} />
            <Link
              className={styles.detailLink}
              to={paths.activityDetail.href({ id: promotion.id })}
            >
              {t('promotions.details')}
            </Link>
          </>
        )}
      </div>
    </article>
  );
});
