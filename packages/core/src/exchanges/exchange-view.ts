import { exchangeBidPath, type ExchangeView } from '@verba/domain';
import type { ExchangeRow } from '@verba/db';

/** The staff's view of an exchange: never its secret, hash or sealed secret. */
export function exchangeView(row: ExchangeRow): ExchangeView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    openrtb_version: row.openrtbVersion,
    seat_ids: row.seatIds,
    currency: row.currency,
    auth_method: row.authMethod,
    allowed_cidrs: row.allowedCidrs,
    tls_fingerprint: row.tlsFingerprint,
    notice_window_seconds: row.noticeWindowSeconds,
    billing: row.billing,
    status: row.status,
    bid_path: exchangeBidPath(row.slug),
    secret_issued_at: row.secretIssuedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
