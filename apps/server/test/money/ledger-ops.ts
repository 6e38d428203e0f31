/** What a run of the ledger model (ledger-model.ts) can do, as the property test generates it. */
export type MemberIx = 0 | 1;

export type Op =
  | { kind: 'deposit'; m: MemberIx; amount: number; feeBps: number; bonus: number }
  | { kind: 'fundBudget'; amount: number }
  | { kind: 'hold'; m: MemberIx; amount: number }
  | { kind: 'release'; pick: number }
  | { kind: 'payout'; pick: number }
  | { kind: 'bet'; m: MemberIx; amount: number }
  | { kind: 'win'; m: MemberIx; amount: number }
  | { kind: 'replay'; pick: number }
  | { kind: 'reuseKey'; pick: number }
  // Signed seamless-wallet calls (the SQL function wallet_call): a bet opening a round or adding
  // to an open one of the member's, a win settling an open round, a rollback of an open round's
  // bet. The model predicts each answer.
  | VendorOp
  // The clock moves on (ledger-clock.ts): histories cross the merchant's midnight.
  | { kind: 'tick'; seconds: number };

/** The seamless-wallet ops of the model (in `Op`). */
export type VendorOp =
  | { kind: 'vendorBet'; m: MemberIx; amount: number; pick: number; newRound: boolean }
  | { kind: 'vendorWin'; pick: number; amount: number }
  | { kind: 'vendorRollback'; pick: number };
