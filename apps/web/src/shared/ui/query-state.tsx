import styles from './query-state.module.css';

/*
 * What a screen shows for a read that has not answered, has failed or came back empty. The texts
 * come from the caller: each screen names its loading region and its retry in its own words (and
 * dictionary area), so this module reads no dictionary.
 */

interface SkeletonProps {
  /** The loading region's accessible name ("Loading"). */
  label: string;
  rows?: number;
  /** Each block's height, about that of what is coming (no shift when it arrives); 0.5rem. */
  height?: string;
}

/** Shimmering blocks where a list or card is about to be. */
export function Skeleton({ label, rows = 3, height }: SkeletonProps) {
  return (
    <div className={styles.skeletons} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className={styles.skeleton}
          style={height ? { height } : undefined}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

interface ErrorStateProps {
  /** What failed. */
  message: string;
  /** The retry button's text ("Try again"). */
  retryLabel: string;
  onRetry: () => void;
}

/** A failed read, with what failed and another try. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A read that found nothing, said in the screen's words. */
export function EmptyState({ message }: { message: string }) {
  return <p className={styles.empty}>{message}</p>;
}
