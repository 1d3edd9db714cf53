import { currencies, walletEntryTypeValues, z } from '@verba/domain';
import { moneyResponse } from './responses';

/** A wallet statement line (advertiser detail, wallets), as `presentWalletEntry` writes it. */
export const walletEntryResponse = z.object({
  id: z.string(),
  type: z.enum(walletEntryTypeValues),
  sign: z.enum(['plus', 'minus']),
  amount: moneyResponse,
  currency: z.enum(currencies),
  balance_after: moneyResponse,
  kind: z.string(),
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  order: z
    .object({
      id: z.string(),
      code: z.string(),
      advertiser: z.object({ id: z.string(), display_name: z.string() }),
    })
    .nullable(),
  campaign: z
    .object({ id: z.string(), name: z.string(), reserved: moneyResponse, spent: moneyResponse })
    .nullable(),
  created_at: z.string(),
});
