import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useContractRequests } from '../api/contracts';

/** Spec 4: member types that get no contract prompts. */
const NO_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];

const cases = [
  { key: 'dailysalreqtype', kind: 'salary', href: paths.salaryContract.href() },
  { key: 'divtypecompperiodreq', kind: 'dividend', href: paths.dividendContract.href() },
  { key: 'contracthoursalreq', kind: 'hour', href: paths.hourContract.href() },
] as const;

/**
 * Spec 4 "Agent home": the contract requests are loaded and each non-empty case asks, one confirm
 * dialog at a time (cancel / go), whether to open its contract page. Asked once per visit.
 */
export function ContractPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = useSessionStore((s) => s.session?.type);
  const requests = useContractRequests(type !== undefined && !NO_PROMPT_TYPES.includes(type));
  const [answered, setAnswered] = useState<string[]>([]);
  const next = cases.find((c) => requests.data?.[c.key] && !answered.includes(c.key));
  if (!next) return null;
  const done = () => setAnswered((a) => [...a, next.key]);
  return (
    <ConfirmDialog
      message={t(`agentTeam.contract.prompt.${next.kind}`)}
      confirmLabel={t('agentTeam.contract.prompt.go')}
      cancelLabel={t('agentTeam.contract.cancel')}
      onConfirm={() => {
        done();
        void navigate(next.href);
      }}
      onCancel={done}
    />
  );
}
