import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'order';
/** The contract's withdrawal ids (orderIdSchema): 'W' and digits. */
const WITHDRAWAL_ID = /^W\d{6,20}$/;

/** The withdrawal just requested, kept in the URL (?order=W...) so a reload still follows it. */
export function useOpenWithdrawal() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const orderId = raw && WITHDRAWAL_ID.test(raw) ? raw : null;
  const open = useCallback(
    (id: string) => setParams({ [PARAM]: id }, { replace: true }),
    [setParams],
  );
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { orderId, open, close };
}
