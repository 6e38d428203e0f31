import { useToastStore } from '../stores/toast-store';
import { Spinner } from './spinner';
import styles from './toaster.module.css';

/**
 * Where toasts appear. The live region is always in the page, so screen readers announce a
 * message the moment it is put in (a region added together with its text is often missed).
 */
export function Toaster() {
  const toast = useToastStore((s) => s.toast);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast} data-kind={toast.kind}>
          {toast.kind === 'loading' && <Spinner className={styles.spinner} />}
          <span>{toast.message}</span>
        </div>
      )}
    </div>
  );
}
