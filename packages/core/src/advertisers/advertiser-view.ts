import type { AdvertiserRow } from '@verba/db';

/** Public path of an advertiser's logo; unguessable because the file name carries a random part. */
export function advertiserLogoUrl(advertiserId: string, logoKey: string | null): string | null {
  if (!logoKey) return null;
  return `/api/v1/advertisers/${advertiserId}/logo/${logoKey.slice(logoKey.lastIndexOf('/') + 1)}`;
}

/** The API shape of an advertiser (snake_case, ISO dates). */
export function toAdvertiserView(row: AdvertiserRow) {
  return {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    website: row.website,
    currency: row.currency,
    country: row.country,
    logo_url: advertiserLogoUrl(row.id, row.logoKey),
    address: {
      zipcode: row.zipcode,
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
    },
    billing_profile: row.billingProfile,
    coupon: row.coupon,
    company_tax_id: row.companyTaxId,
    owner_document: row.ownerDocument,
    owner_document_type: row.ownerDocumentType,
    owner_name: row.ownerName,
    owner_business_name: row.ownerBusinessName,
    ad_category_ids: row.adCategoryIds,
    status: row.status,
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type AdvertiserView = ReturnType<typeof toAdvertiserView>;
