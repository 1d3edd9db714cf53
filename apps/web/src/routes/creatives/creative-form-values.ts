import type { CreativeFormat } from '@verba/domain';
import type { Creative, CreativeAsset } from '../../hooks/api/creatives';

/** The search ad block as the form edits it: every text a string, lists as arrays of strings. */
export interface SearchAdValues {
  final_url: string;
  path1: string;
  path2: string;
  titles: string[];
  descriptions: string[];
  sitelinks: { text: string; description1: string; description2: string; final_url: string }[];
  callouts: string[];
  keywords: string[];
}

/**
 * What the creative form edits (and the preview draws as the user types): the input of the
 * domain's creativeInputSchema, plus the uploaded file itself (for the preview) and the chosen
 * IAB size (DISPLAY), which the schema ignores.
 */
export interface CreativeFormValues {
  format: CreativeFormat;
  name: string;
  /** DISPLAY: the IAB size chosen, "300x250"; the server reads the size from the image. */
  size: string;
  asset_id: string;
  title: string;
  body: string;
  call_to_action: string;
  destination_url: string;
  display_url: string;
  headline: string;
  sponsored_by: string;
  asset: CreativeAsset | null;
  search: SearchAdValues;
  /** YOUTUBE: the video on the advertiser's connected channel ('' until chosen). */
  youtube_video_id: string;
  /** AUDIO: the 640×640 companion image Spotify shows while the audio plays ('' until uploaded). */
  companion_asset_id: string;
  companion_asset: CreativeAsset | null;
}

export const emptySearchAd = (): SearchAdValues => ({
  final_url: '',
  path1: '',
  path2: '',
  titles: ['', '', ''],
  descriptions: ['', ''],
  sitelinks: [
    { text: '', description1: '', description2: '', final_url: '' },
    { text: '', description1: '', description2: '', final_url: '' },
  ],
  callouts: [],
  keywords: [],
});

export function creativeFormValues(format: CreativeFormat, creative?: Creative): CreativeFormValues {
  return {
    format: creative?.format ?? format,
    name: creative?.name ?? '',
    size: creative?.size ?? (format === 'DISPLAY' ? '300x250' : ''),
    title: creative?.title ?? '',
    body: creative?.body ?? '',
    call_to_action: creative?.call_to_action ?? '',
    destination_url: creative?.destination_url ?? '',
    display_url: creative?.display_url ?? '',
    headline: creative?.headline ?? '',
    sponsored_by: creative?.sponsored_by ?? '',
    asset_id: creative?.asset?.id ?? '',
    asset: creative?.asset ?? null,
    search: creative?.search ? searchAdValues(creative.search) : emptySearchAd(),
    youtube_video_id: creative?.youtube_video_id ?? '',
    companion_asset_id: creative?.companion_asset_id ?? '',
    companion_asset: creative?.companion_asset ?? null,
  };
}

function searchAdValues(search: NonNullable<Creative['search']>): SearchAdValues {
  return {
    ...search,
    path1: search.path1 ?? '',
    path2: search.path2 ?? '',
    sitelinks: search.sitelinks.map((s) => ({
      ...s,
      description1: s.description1 ?? '',
      description2: s.description2 ?? '',
    })),
  };
}
