import { useTranslation } from 'react-i18next';
import { ChipGroup } from '@/shared/ui/chip-group';
import { teamPeriods } from '../lib/agent-contract';
import type { QuickPeriod } from '../lib/team-params';

/** The team screens' quick ranges (merchant's days; weeks start on Monday). */
export function PeriodChips({
  value,
  onChange,
}: {
  value: QuickPeriod;
  onChange: (p: QuickPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChipGroup
      label={t('agent.period.label')}
      options={teamPeriods.map((p) => ({ value: p, label: t(`agent.period.${p}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
