import type { CreativeAssetRow } from '@verba/db';
import type { CreativeInput } from '@verba/domain';

/** The row columns a creative's input sets (the file's size is copied for the size filter). */
export function creativeValues(
  input: CreativeInput,
  asset: CreativeAssetRow | null,
  companion: CreativeAssetRow | null = null,
) {
  return {
    name: input.name,
    format: input.format,
    assetId: asset?.id ?? null,
    width: asset?.width ?? null,
    height: asset?.height ?? null,
    title: input.title,
    body: input.body,
    callToAction: input.call_to_action,
    destinationUrl: input.destination_url,
    displayUrl: input.display_url,
    headline: input.headline,
    sponsoredBy: input.sponsored_by,
    search: input.search,
    youtubeVideoId: input.youtube_video_id ?? null,
    companionAssetId: companion?.id ?? null,
  };
}
