import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useRebates } from '../api/rebates';
import { RateEditor } from './rate-editor';
import styles from './agent.module.css';

export interface OpenAccountRatesProps {
  value: Readonly<Record<string, number>>;
  onChange: (gameType: string, rateBp: number) => void;
}

/**
 * Open account's rebate rates (issue 20): the new member's rate per category, from none up to the
 * agent's own. Loaded when the agent asks for it, so that the form's first screen stays small.
 */
export default function OpenAccountRates({ value, onChange }: OpenAccountRatesProps) {
  const { t } = useTranslation();
  const rebates = useRebates(undefined);
  if (rebates.isPending)
    return <div className={styles.card} role="status" aria-label={t('agent.loading')} />;
  if (rebates.isError)
    return (
      <p role="alert" className={styles.negative}>
        {rebates.error instanceof ApiError ? rebates.error.message : t('agent.error')}
      </p>
    );
  return (
    <>
      <RateEditor
        scheme={rebates.data.scheme}
        own={rebates.data.own}
        current={[]}
        value={value}
        onChange={onChange}
      />
      <p className={styles.rowMeta}>{t('agentTeam.rebate.rule')}</p>
    </>
  );
}
