import type { PromotionCategory } from '@app/contract';
import { useTranslation } from 'react-i18next';
import styles from './promotions.module.css';

interface CategoryMenuProps {
  categories: PromotionCategory[];
  /** null: every promotion (the first entry). */
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/**
 * Spec 2.11's sideways-scrolling category menu. The first entry shows every promotion; the
 * merchant's own "all" category (every promotion carries it) is that entry when it exists.
 */
export function CategoryMenu({ categories, selected, onSelect }: CategoryMenuProps) {
  const { t } = useTranslation();
  const [first, ...rest] = categories;
  const entries: { id: number | null; title: string }[] = [
    { id: null, title: first?.title ?? t('promotions.all') },
    ...rest,
  ];
  return (
    <nav className={styles.menu} aria-label={t('promotions.categories')}>
      <ul className={styles.menuList}>
        {entries.map((c) => (
          <li key={c.id ?? 'all'}>
            <button
              type="button"
              className={styles.menuButton}
              aria-pressed={selected === c.id}
              onClick={() => onSelect(c.id)}
            >
              {c.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
