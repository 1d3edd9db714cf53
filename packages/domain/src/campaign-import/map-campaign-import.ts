import { ColumnMap, googleAdsColumns, metaAdsColumns } from './columns';
import { mapGoogleAdsEditor } from './google-ads-editor';
import { mapMetaAdsManager } from './meta-ads-manager';
import type { CampaignImportResult, ImportRow, PlaceResolver } from './types';

export type CampaignImportRefusal = 'CAMPAIGN_IMPORT_NOT_RECOGNISED' | 'CAMPAIGN_IMPORT_EMPTY';

/** English exports write dates month first (12/31/2026); Portuguese and Spanish ones day first. */
const isEnglishHeader = (header: readonly string[], english: string) =>
  header.some((h) => h.trim() === english);

/**
 * Turns the rows of an uploaded export (its first row the header) into campaign drafts: a Meta Ads
 * Manager export when it has a "Campaign Name" column, a Google Ads Editor export when it has
 * "Campaign" (in any of their languages). Anything else is refused.
 */
export function mapCampaignImport({
  rows,
  resolvePlace,
}: {
  rows: readonly ImportRow[];
  resolvePlace: PlaceResolver;
}): CampaignImportResult | { refusal: CampaignImportRefusal } {
  const [header, ...body] = rows;
  if (!header) return { refusal: 'CAMPAIGN_IMPORT_EMPTY' };
  const meta = new ColumnMap(header.cells, metaAdsColumns);
  if (meta.has('campaign')) {
    if (body.length === 0) return { refusal: 'CAMPAIGN_IMPORT_EMPTY' };
    const dayFirst = !isEnglishHeader(header.cells, 'Campaign Name');
    return {
      ...mapMetaAdsManager(body, meta, { dayFirst, resolvePlace }),
      columnName: (c) => meta.nameOf(c),
    };
  }
  const google = new ColumnMap(header.cells, googleAdsColumns);
  if (
    google.has('campaign') &&
    (google.has('adGroup') || google.has('budget') || google.has('campaignType'))
  ) {
    if (body.length === 0) return { refusal: 'CAMPAIGN_IMPORT_EMPTY' };
    const dayFirst = !isEnglishHeader(header.cells, 'Campaign');
    return {
      ...mapGoogleAdsEditor(body, google, { dayFirst, resolvePlace }),
      columnName: (c) => google.nameOf(c),
    };
  }
  return { refusal: 'CAMPAIGN_IMPORT_NOT_RECOGNISED' };
}
