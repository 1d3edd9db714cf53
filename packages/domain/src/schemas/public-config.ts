import { z } from '../zod';
import { cardBrands } from '../payments/card';
import { paymentsModes } from '../payments/payments-mode';
import { sandboxCardOutcomes } from '../payments/card';
import { paymentMethods } from './payment-orders';
import { campaignTypes } from '../campaigns/enumerations';
import { channelsModes } from '../channels/platforms';

/* eslint-disable no-restricted-syntax -- an answer the server writes, not input */
/** `GET public/config`: what the SPA must know before anyone signs in. */
export const publicConfigSchema = z.object({
  payments_mode: z.enum(paymentsModes),
  /** The methods a new order may use now (live mode without a receiving account: none). */
  payment_methods: z.array(z.enum(paymentMethods)),
  /** The value cap (minor units) a pixel rule created without one gets (PIXEL_DEFAULT_MAX_VALUE). */
  pixel_default_max_value: z.number(),
  /**
   * Channels (issue 27): CHANNELS_MODE and the campaign types that can be published now (Verba's
   * own bidder, or a platform with a live connector). The wizard offers the others as "em breve".
   */
  channels: z.object({
    mode: z.enum(channelsModes),
    deliverable_types: z.array(z.enum(campaignTypes)),
  }),
  /** Testing hints, in sandbox mode only (null when live): test cards and the refused payout account. */
  sandbox: z
    .object({
      test_cards: z.array(
        z.object({ outcome: z.enum(sandboxCardOutcomes), brand: z.enum(cardBrands), number: z.string() }),
      ),
      refused_payout_account: z.string(),
    })
    .nullable(),
});
/* eslint-enable no-restricted-syntax */
export type PublicConfig = z.output<typeof publicConfigSchema>;
