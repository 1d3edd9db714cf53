import type { CreativeAssetRow, CreativeRow } from '@verba/db';
import type { Creative, CreativeAsset } from '@verba/domain';

/** Where an asset's file is served: its id and 256-bit token, usable by <img>/<video>/<audio> without a bearer. */
export const creativeAssetUrl = (row: Pick<CreativeAssetRow, 'id' | 'fileToken'>) =>
  `/api/v1/creative-assets/${row.id}/file/${row.fileToken}`;

export function toCreativeAssetView(row: CreativeAssetRow): CreativeAsset {
  return {
    id: row.id,
    advertiser_id: row.advertiserId,
    kind: row.kind,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    duration_ms: row.durationMs,
    original_name: row.originalName,
    url: creativeAssetUrl(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** The API shape of a creative (snake_case, ISO dates). */
export function toCreativeView(
  row: CreativeRow,
  {
    asset,
    companion = null,
    advertiserName,
    advertiserDisplayName,
  }: {
    asset: CreativeAssetRow | null;
    /** AUDIO: the companion image's file, when the caller loaded it. */
    companion?: CreativeAssetRow | null;
    advertiserName: string;
    advertiserDisplayName: string;
  },
): Creative {
  return {
    id: row.id,
    advertiser_id: row.advertiserId,
    advertiser_name: advertiserName,
    advertiser_display_name: advertiserDisplayName,
    name: row.name,
    format: row.format,
    status: row.status,
    rejection_reason: row.rejectionReason,
    requires_certification: row.requiresCertification,
    has_error: row.errorCode !== null,
    error_code: row.errorCode,
    size: row.width && row.height ? `${row.width}x${row.height}` : null,
    width: row.width,
    height: row.height,
    asset: asset ? toCreativeAssetView(asset) : null,
    title: row.title,
    body: row.body,
    call_to_action: row.callToAction,
    destination_url: row.destinationUrl,
    display_url: row.displayUrl,
    headline: row.headline,
    sponsored_by: row.sponsoredBy,
    youtube_video_id: row.youtubeVideoId ?? null,
    companion_asset_id: row.companionAssetId ?? null,
    companion_asset:
      companion && companion.id === row.companionAssetId ? toCreativeAssetView(companion) : null,
    search: row.search,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
