import formStyles from '@/shared/ui/form.module.css';
import styles from './cashier.module.css';

interface CashierMessageProps {
  tone: 'info' | 'error';
  message: string;
  action?: { label: string; onClick: () => void };
}

/**
 * A whole-screen message of the cashier screens: the trial limit (spec 6), no channels, a failed
 * load. Errors are alerts so a screen reader says them; the rest is a polite status.
 */
export function CashierMessage({ tone, message, action }: CashierMessageProps) {
  return (
    <div className={styles.message}>
      <p role={tone === 'error' ? 'alert' : 'status'} className={styles.messageText}>
        {message}
      </p>
      {action && (
        <button type="button" className={formStyles.secondary} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
