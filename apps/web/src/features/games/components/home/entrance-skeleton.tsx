import { useTranslation } from 'react-i18next';
import styles from './home-games.module.css';

/** The list's first page (spec 9: 21 games); a literal, this file loads before the first render. */
const SKELETON_TILES = 21;

/**
 * What the entrance shows until its vendors (and on HOT the hot list) arrive: also what the server
 * renders (it has no catalogue data), so it is styled by the home route's own CSS, not the
 * entrance chunk's. It takes the places of the tabs, the strip and the first page of the list (the
 * More button below it is well below the fold: nothing there is seen to move).
 */
export function EntranceSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('games.list.loading')}
      </span>
      <div className={styles.skeletonBar} />
      <div className={`${styles.skeletonBar} ${styles.skeletonStrip}`} />
      <div className={styles.skeletonGrid}>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <div key={i} className={styles.skeletonTile} />
        ))}
      </div>
    </div>
  );
}

/** The live-casino preview's place while it loads. */
export function PreviewSkeleton() {
  return <div className={`${styles.skeletonBar} ${styles.skeletonPreview}`} aria-hidden="true" />;
}
