import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePromotionCategories, usePromotions } from '../api/get-promotions';
import { CategoryMenu } from './category-menu';
import { PromotionItem } from './promotion-item';
import { PromotionsMessage, PromotionsSkeleton } from './promotions-states';
import styles from './promotions.module.css';

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * /m/activity (spec 2.11): a sideways-scrolling category menu over an accordion of promotions.
 * `?id=` opens that promotion and scrolls it into view; its category filter is dropped if it would
 * hide it. The first image (sequence 1) is the page's largest element, so it loads first.
 */
export function ActivityScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = idOf(params.get('id'));
  const promotions = usePromotions();
  const categories = usePromotionCategories();
  const [category, setCategory] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(wanted);
  const wantedRef = useRef<HTMLElement | null>(null);
  const scrolled = useRef<number | null>(null);

  const list = promotions.data ?? [];
  const shown =
    category === null
      ? list
      : list.filter((p) => p.promoAnnouncementCategoryIds.includes(category));

  useEffect(() => setOpenId(wanted), [wanted]);
  useEffect(() => {
    if (wanted === null || scrolled.current === wanted || !wantedRef.current) return;
    scrolled.current = wanted;
    wantedRef.current.scrollIntoView({ block: 'start' });
  });

  if (promotions.isPending) return <PromotionsSkeleton />;
  if (promotions.isError && !promotions.data)
    return (
      <PromotionsMessage
        tone="error"
        message={t('promotions.loadFailed')}
        action={{ label: t('promotions.retry'), onClick: () => void promotions.refetch() }}
      />
    );

  return (
    <div className={styles.page}>
      <CategoryMenu
        categories={categories.data ?? []}
        selected={category}
        onSelect={(id) => {
          setCategory(id);
          setOpenId(null);
        }}
      />
      {shown.length === 0 ? (
        <PromotionsMessage tone="info" message={t('promotions.empty')} />
      ) : (
        <div className={styles.list}>
          {shown.map((p, i) => (
            <PromotionItem
              key={p.id}
              ref={p.id === wanted ? wantedRef : undefined}
              promotion={p}
              first={i === 0}
              open={openId === p.id}
              onToggle={() => setOpenId((o) => (o === p.id ? null : p.id))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
