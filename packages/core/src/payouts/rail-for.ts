import { createSandboxPayoutRail } from './sandbox-rail';
import type { PayoutRail } from './types';

const rails: Record<string, () => PayoutRail> = {
  sandbox: createSandboxPayoutRail,
};

/** The rail new withdrawals use. Only the built-in sandbox exists today; a bank's rail is added to `rails`. */
export function activePayoutRail(): PayoutRail {
  return payoutRailNamed('sandbox');
}

/** The rail a withdrawal was sent with. */
export function payoutRailNamed(name: string): PayoutRail {
  const make = rails[name];
  if (!make) throw new Error(`unknown payout rail "${name}"`);
  return make();
}
