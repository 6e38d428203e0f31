import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { useImageCdns } from '@/shared/hooks/use-image-cdns';
import { imageUrl } from '@/shared/lib/image-url';
import { RichHtml } from '@/shared/ui/rich-html';
import { usePromotionDetail } from '../api/get-promotions';
import { dateRange, imageOf, withoutNumberTag } from '../lib/promotion-text';
import { PromotionActions } from './promotion-actions';
import { PromotionsMessage, PromotionsSkeleton } from './promotions-states';
import styles from './promotions.module.css';

/**
 * /m/activityDetail?id= (spec 2.11): the sequence-2 banner, the title without its leading [number]
 * tag, the dates as YYYY-MM-DD~YYYY-MM-DD and the HTML content; the member's state and actions too.
 */
export function ActivityDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const detail = usePromotionDetail(id);
  const cdns = useImageCdns();

  const missing = id === null || (detail.error instanceof ApiError && detail.error.status === 404);
  if (missing) return <PromotionsMessage tone="info" message={t('promotions.notFound')} />;
  if (detail.isPending) return <PromotionsSkeleton detail />;
  if (!detail.data)
    return (
      <PromotionsMessage
        tone="error"
        message={t('promotions.loadFailed')}
        action={{ label: t('promotions.retry'), onClick: () => void detail.refetch() }}
      />
    );
  const p = detail.data;
  const banner = imageOf(p, 2);
  return (
    <article className={styles.page}>
      {banner && (
        <img
          className={styles.banner}
          src={imageUrl(banner, cdns)}
          alt=""
          width={750}
          height={300}
          fetchPriority="high"
        />
      )}
      <h1 className={styles.detailTitle}>{withoutNumberTag(p.title)}</h1>
      <p className={styles.period}>
        {t('promotions.period')}: <time>{dateRange(p)}</time>
      </p>
      <RichHtml html={p.content} className={styles.content} />
      <PromotionActions promotion={p} />
    </article>
  );
}
