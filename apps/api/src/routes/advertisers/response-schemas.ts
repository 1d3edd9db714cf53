import { advertiserCurrencies, advertiserStatuses, billingProfiles, z } from '@verba/domain';
import { moneyResponse } from '../../openapi/responses';
import { walletEntryResponse } from '../../openapi/wallet-entry-schema';

/** An advertiser as `toAdvertiserView` writes it. */
export const advertiserResponse = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string(),
  website: z.string(),
  currency: z.enum(advertiserCurrencies),
  country: z.string(),
  logo_url: z.string().nullable(),
  address: z.object({
    zipcode: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    neighborhood: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  billing_profile: z.enum(billingProfiles),
  coupon: z.string().nullable(),
  company_tax_id: z.string(),
  owner_document: z.string(),
  owner_document_type: z.enum(['CPF', 'CNPJ']),
  owner_name: z.string(),
  owner_business_name: z.string(),
  ad_category_ids: z
    .array(z.string())
    .describe('IAB Content Taxonomy 3.1 ids (tier 1 or 2, `cattax` 7), at most 3: the bids’ `cat`.'),
  status: z.enum(advertiserStatuses),
  status_changed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A row of the advertisers list: the advertiser and its wallet balance. */
export const advertiserListItem = advertiserResponse.extend({ balance: moneyResponse });

/** `GET advertisers/:id`: with the removed coupons and the latest wallet entries. */
export const advertiserDetail = advertiserListItem.extend({
  removed_coupons: z.array(z.string()),
  wallet_entries: z.array(walletEntryResponse),
  wallet_entries_total: z.number().int(),
});
