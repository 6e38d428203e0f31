import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/cashier-clipboard';
import cashierStyles from '../cashier/cashier.module.css';
import styles from './deposit.module.css';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2_000;

/** One line of the payment instructions with its copy button, which says when it has copied. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(id);
  }, [state]);

  return (
    <div className={cashierStyles.row}>
      <dt>{label}</dt>
      <dd className={styles.copyCell}>
        <span className={styles.copyValue}>{value}</span>
        <button
          type="button"
          className={styles.copy}
          aria-label={t('wallet.deposit.order.copy', { field: label })}
          onClick={async () => setState((await copyText(value)) ? 'copied' : 'failed')}
        >
          {state === 'copied'
            ? t('wallet.deposit.order.copied')
            : state === 'failed'
              ? t('wallet.deposit.order.copyFailed')
              : t('wallet.deposit.order.copyShort')}
        </button>
        <span role="status" className="visually-hidden">
          {state === 'copied' ? t('wallet.deposit.order.copiedField', { field: label }) : ''}
        </span>
      </dd>
    </div>
  );
}
