import { TransactionRecordScreen } from '@/features/wallet/components/records/transaction-record-screen';

/** /m/transaction/record (issue 9): the member's deposits, withdrawals, bonuses and adjustments. */
export function TransactionRecordRoute() {
  return <TransactionRecordScreen />;
}
