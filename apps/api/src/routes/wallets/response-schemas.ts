import { currencies, walletKinds, z } from '@verba/domain';
import { moneyResponse } from '../../openapi/responses';

/** One wallet of the company (`WalletView`): an advertiser's budget or the company's own. */
export const walletResponse = z.object({
  account_id: z
    .string()
    .nullable()
    .describe('The ledger account (its statement); null before the first entry.'),
  kind: z.enum(walletKinds),
  currency: z.enum(currencies),
  balance: moneyResponse,
  advertiser: z
    .object({ id: z.string(), name: z.string(), display_name: z.string(), status: z.string() })
    .nullable(),
});
