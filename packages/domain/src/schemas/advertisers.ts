import { z } from '../zod';
import { documentTypeOf } from '../documents';
import { brazilianStates, documentSchema, limits, nameSchema, pageQuerySchema } from './common';
import { text } from './text';

export const advertiserCurrencies = ['BRL', 'EUR', 'USD'] as const;
export type AdvertiserCurrency = (typeof advertiserCurrencies)[number];

export const billingProfiles = ['ADVERTISER', 'COMPANY'] as const;
export type BillingProfile = (typeof billingProfiles)[number];

export const advertiserStatuses = ['active', 'inactive'] as const;
export type AdvertiserStatus = (typeof advertiserStatuses)[number];

/** Spec §5 and §9: advertiser text and logo limits. */
export const advertiserLimits = {
  name: limits.name,
  displayName: 25,
  website: 2048,
  coupon: 32,
  taxId: 32,
  logoMaxBytes: 200_000,
  logoWidth: 200,
  logoHeight: 200,
  /** Ad categories (IAB Content Taxonomy 3.1, tier 1 or 2) an advertiser may declare. */
  adCategories: 3,
} as const;

/** Spec §1, §9: the symbolic starting balance of a new advertiser (1,00 in minor units of its currency). */
export const advertiserSymbolicCredit = 100;

/** Logo formats accepted (spec §5: PNG or JPG); the server checks the bytes, not the name. */
export const logoMimeTypes = ['image/png', 'image/jpeg'] as const;

/** ISO 3166-1 alpha-2 codes. Names are rendered by Intl.DisplayNames in the user's language. */
export const isoCountryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const isoCountrySchema = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => isoCountryCodes.includes(v), 'advertisers:validation.country');

/** A web address; a bare domain gets https:// in front. */
export const advertiserWebsiteSchema = text()
  .trim()
  .min(1)
  .max(advertiserLimits.website)
  .transform((v) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`))
  .pipe(z.httpUrl('advertisers:validation.website'));

/** Coupon codes are case-insensitive; stored upper-case. */
export const advertiserCouponSchema = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z0-9][A-Z0-9_-]{2,31}$/.test(v), 'advertisers:validation.coupon');

/**
 * The advertiser's address. In Brazil the CEP has 8 digits and the state is a UF; abroad the
 * postal code and region are free text.
 */
export const advertiserAddressSchema = z.object({
  zipcode: text().trim().max(16),
  street: text().trim().min(1).max(limits.name),
  number: text().trim().min(1).max(20),
  complement: text().trim().max(limits.name).optional().default(''),
  neighborhood: text().trim().max(limits.name).optional().default(''),
  city: text().trim().min(1).max(limits.name),
  state: text().trim().min(1).max(limits.name),
});
export type AdvertiserAddress = z.output<typeof advertiserAddressSchema>;

/**
 * The advertiser's ad categories: IAB Content Taxonomy 3.1 ids of tier 1 or 2, at most 3, no
 * repeats. Whether each id exists is checked by the server against the taxonomy
 * (`advertisers:validation.ad_category` on the field); absent on an edit = unchanged.
 */
export const adCategoryIdsSchema = z
  .array(text().trim().min(1).max(16))
  .max(advertiserLimits.adCategories)
  .refine((ids) => new Set(ids).size === ids.length, 'advertisers:validation.ad_category_repeated');

const advertiserFields = {
  name: nameSchema,
  display_name: text().trim().min(1).max(advertiserLimits.displayName),
  website: advertiserWebsiteSchema,
  country: isoCountrySchema.optional().default('BR'),
  address: advertiserAddressSchema,
  billing_profile: z.enum(billingProfiles).optional().default('ADVERTISER'),
  company_tax_id: text().trim().max(advertiserLimits.taxId).optional().default(''),
  owner_document: documentSchema,
  owner_name: nameSchema,
  owner_business_name: text().trim().max(limits.name).optional().default(''),
  ad_category_ids: adCategoryIdsSchema.optional(),
};

type FieldsOutput = {
  country: string;
  address: AdvertiserAddress;
  company_tax_id: string;
  owner_document: string;
  owner_business_name: string;
};

/** Rules that span fields: Brazilian address format, Brazilian tax id, business name of a CNPJ owner. */
function crossFieldRules(v: FieldsOutput, ctx: z.RefinementCtx) {
  if (v.country === 'BR') {
    const cep = v.address.zipcode.replace(/\D/g, '');
    if (!/^\d{8}$/.test(cep) || cep === '00000000')
      ctx.addIssue({ code: 'custom', message: 'validation:zipcode', path: ['address', 'zipcode'] });
    if (!(brazilianStates as readonly string[]).includes(v.address.state.toUpperCase()))
      ctx.addIssue({ code: 'custom', message: 'advertisers:validation.state', path: ['address', 'state'] });
    if (!v.address.neighborhood)
      ctx.addIssue({ code: 'custom', message: 'validation:required', path: ['address', 'neighborhood'] });
    if (v.company_tax_id && !documentTypeOf(v.company_tax_id))
      ctx.addIssue({ code: 'custom', message: 'validation:document', path: ['company_tax_id'] });
  }
  if (documentTypeOf(v.owner_document) === 'CNPJ' && !v.owner_business_name)
    ctx.addIssue({ code: 'custom', message: 'validation:required', path: ['owner_business_name'] });
}

/** Canonical storage form: CEP digits only and upper-case UF in Brazil, tax id normalised. */
function normalise<T extends FieldsOutput>(v: T): T {
  if (v.country !== 'BR') return v;
  return {
    ...v,
    address: {
      ...v.address,
      zipcode: v.address.zipcode.replace(/\D/g, ''),
      state: v.address.state.toUpperCase(),
    },
    company_tax_id: v.company_tax_id.toUpperCase().replace(/[^0-9A-Z]/g, ''),
  };
}

export const createAdvertiserSchema = z
  .object({
    ...advertiserFields,
    currency: z.enum(advertiserCurrencies),
    coupon: advertiserCouponSchema.optional(),
  })
  .superRefine(crossFieldRules)
  .transform(normalise);
export type CreateAdvertiserInput = z.output<typeof createAdvertiserSchema>;
export type CreateAdvertiserForm = z.input<typeof createAdvertiserSchema>;

/** Currency may be sent (forms send the whole object) but must equal the current one. */
export const updateAdvertiserSchema = z
  .object({ ...advertiserFields, currency: z.enum(advertiserCurrencies).optional() })
  .superRefine(crossFieldRules)
  .transform(normalise);
export type UpdateAdvertiserInput = z.output<typeof updateAdvertiserSchema>;

export const setAdvertiserStatusSchema = z.object({ status: z.enum(advertiserStatuses) });
export const setAdvertiserCouponSchema = z.object({ coupon: advertiserCouponSchema });

export const advertiserSorts = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'display_name',
  '-display_name',
] as const;
export type AdvertiserSort = (typeof advertiserSorts)[number];

export const listAdvertisersQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(limits.name).optional(),
  status: z.enum(advertiserStatuses).optional(),
  sort: z.enum(advertiserSorts).optional().default('-created_at'),
});
export type ListAdvertisersQuery = z.output<typeof listAdvertisersQuerySchema>;
