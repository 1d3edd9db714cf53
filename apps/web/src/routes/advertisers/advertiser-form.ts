import {
  createAdvertiserSchema,
  updateAdvertiserSchema,
  z,
  type AdvertiserCurrency,
  type BillingProfile,
} from '@verba/domain';
import { applyMask, documentMask, zipcodeMask } from '../../components/forms/masks';
import type { Advertiser } from '../../hooks/api/advertisers';

/** The advertiser form as typed: masked texts, '' for choices not made yet. */
export interface AdvertiserValues {
  name: string;
  display_name: string;
  website: string;
  currency: AdvertiserCurrency | '';
  country: string;
  address: {
    zipcode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  billing_profile: BillingProfile;
  coupon: string;
  company_tax_id: string;
  owner_document: string;
  owner_name: string;
  owner_business_name: string;
  ad_category_ids: string[];
}

export const advertiserFields = [
  'name',
  'display_name',
  'website',
  'currency',
  'country',
  'address.zipcode',
  'address.street',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.state',
  'billing_profile',
  'coupon',
  'company_tax_id',
  'owner_document',
  'owner_name',
  'owner_business_name',
  'ad_category_ids',
] as const;

/** An empty coupon means "no coupon" on the form; the API schema wants it absent then. */
const withoutEmptyCoupon = (values: unknown) => {
  const v = values as AdvertiserValues;
  return { ...v, coupon: v.coupon.trim() ? v.coupon : undefined };
};
export const createAdvertiserFormSchema = z.preprocess(withoutEmptyCoupon, createAdvertiserSchema);
export const updateAdvertiserFormSchema = updateAdvertiserSchema;

export const emptyAdvertiserValues: AdvertiserValues = {
  name: '',
  display_name: '',
  website: '',
  currency: 'BRL',
  country: 'BR',
  address: { zipcode: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' },
  billing_profile: 'ADVERTISER',
  coupon: '',
  company_tax_id: '',
  owner_document: '',
  owner_name: '',
  owner_business_name: '',
  ad_category_ids: [],
};

export function advertiserValues(advertiser: Advertiser): AdvertiserValues {
  const brazil = advertiser.country === 'BR';
  return {
    name: advertiser.name,
    display_name: advertiser.display_name,
    website: advertiser.website,
    currency: advertiser.currency,
    country: advertiser.country,
    address: {
      ...advertiser.address,
      zipcode: brazil ? applyMask(advertiser.address.zipcode, zipcodeMask) : advertiser.address.zipcode,
    },
    billing_profile: advertiser.billing_profile,
    coupon: advertiser.coupon ?? '',
    company_tax_id: brazil ? applyMask(advertiser.company_tax_id, documentMask) : advertiser.company_tax_id,
    owner_document: applyMask(advertiser.owner_document, documentMask),
    owner_name: advertiser.owner_name,
    owner_business_name: advertiser.owner_business_name,
    ad_category_ids: advertiser.ad_category_ids,
  };
}
