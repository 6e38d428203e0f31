import { useTranslation } from 'react-i18next';
import { useDepositOptions } from '../../api/get-deposit-options';
import { useIsTrialAccount } from '../../hooks/cashier-trial';
import { useOpenDepositOrder } from '../../hooks/deposit-open-order';
import { CashierMessage } from '../cashier/cashier-message';
import { DepositForm } from './deposit-form';
import { DepositOrderView } from './deposit-order-view';
import { CashierSkeleton } from '../cashier/cashier-skeleton';
import cashierStyles from '../cashier/cashier.module.css';

/** Spec 4: the deposit function is 'new' when dep_func is '1', else 'base'. */
export type DepositTemplate = 'new' | 'base';

/**
 * /m/voucherCenter (spec 2.2): the deposit promotions and the deposit entry, then the order it
 * opens (kept in the URL across a reload) until it is decided. `template` is null until the
 * merchant's settings are known: drawing one layout and then the other would jump.
 */
export function DepositScreen({ template }: { template: DepositTemplate | null }) {
  const { t } = useTranslation();
  const options = useDepositOptions();
  const trial = useIsTrialAccount(options.error);
  const { orderId, open, close } = useOpenDepositOrder();

  if (trial) return <CashierMessage tone="info" message={t('errors.trial.restricted')} />;
  if (options.isPending || template === null) return <CashierSkeleton />;
  if (options.isError)
    return (
      <CashierMessage
        tone="error"
        message={options.error.message}
        action={{ label: t('wallet.deposit.retry'), onClick: () => void options.refetch() }}
      />
    );
  if (orderId)
    return (
      <div className={cashierStyles.page}>
        <DepositOrderView
          orderId={orderId}
          symbol={options.data.currencySymbol}
          onNewDeposit={close}
        />
      </div>
    );
  if (options.data.channels.length === 0)
    return <CashierMessage tone="info" message={t('wallet.deposit.noChannels')} />;
  return (
    <div className={cashierStyles.page}>
      <DepositForm template={template} offer={options.data} onCreated={open} />
    </div>
  );
}
