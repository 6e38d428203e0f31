import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from './category-label';
import styles from './entrance.module.css';

interface EntranceTabsProps {
  tabs: readonly string[];
  value: string;
  onChange: (category: string) => void;
  /** Id prefix tying each tab to the panel below it. */
  idBase: string;
}

/** Spec 2.5 entrance tabs: HOT, then the categories in the vendors' sorting order. */
export function EntranceTabs({ tabs, value, onChange, idBase }: EntranceTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Chosen from the menu, a tab may be off to the side: bring it to the middle of the bar. Measured
  // in the next frame, whose layout that measure then is, rather than forcing a layout of its own
  // in the middle of the commit that drew the entrance.
  useEffect(() => {
    const bar = list.current;
    if (!bar) return;
    const frame = requestAnimationFrame(() => {
      const active = bar.querySelector<HTMLElement>('[aria-selected="true"]');
      // A bar drawn with its first tab chosen (HOT, the default) is already where it should be:
      // no layout to force for it.
      if (!active || (!moved.current && active === bar.firstElementChild)) return;
      moved.current = true;
      bar.scrollLeft = active.offsetLeft - (bar.clientWidth - active.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return (
    <div ref={list} role="tablist" aria-label={t('games.tabs.label')} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idBase}-${tab}`}
          aria-selected={tab === value}
          aria-controls={`${idBase}-panel`}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {categoryLabel(t, tab)}
        </button>
      ))}
    </div>
  );
}
