import { orderIdSchemaPattern } from '../lib/deposit-order-id';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'order';

/**
 * The deposit order on screen, kept in the URL (?order=D...) so a reload, or coming back from the
 * wallet app where the player paid, shows the same order instead of an empty form.
 */
export function useOpenDepositOrder() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const orderId = raw && orderIdSchemaPattern.test(raw) ? raw : null;
  const open = useCallback(
    (id: string) => setParams({ [PARAM]: id }, { replace: true }),
    [setParams],
  );
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { orderId, open, close };
}
