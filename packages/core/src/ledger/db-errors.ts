import { fail } from '../errors';

/** SQLSTATE of a database error, looking through drizzle's DrizzleQueryError wrapper. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** serialization_failure and deadlock_detected: the whole transaction may simply be run again. */
export const isRetryableTransactionError = (error: unknown) => {
  const state = sqlStateOf(error);
  return state === '40001' || state === '40P01';
};

/** SQLSTATEs raised by ledger_transfer() (migrations/0009_ledger_hot_path.sql). */
export const ledgerSqlStates = {
  insufficientFunds: 'VL001',
  idempotencyKeyReused: 'VL002',
  currencyMismatch: 'VL003',
  accountNotFound: 'VL004',
  immutable: 'VL900',
} as const;

/** Domain errors for the SQLSTATEs of ledger_transfer(); anything else passes through. */
export function translateLedgerError(error: unknown): unknown {
  switch (sqlStateOf(error)) {
    case ledgerSqlStates.insufficientFunds:
      return fail('INSUFFICIENT_FUNDS');
    case ledgerSqlStates.idempotencyKeyReused:
      return fail('IDEMPOTENCY_KEY_REUSED');
    case ledgerSqlStates.currencyMismatch:
      return fail('CURRENCY_MISMATCH');
    case ledgerSqlStates.accountNotFound:
      return fail('NOT_FOUND');
    default:
      return error;
  }
}
