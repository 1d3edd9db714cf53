import type { SearchAdForm } from '../creatives/schemas';
import type { CampaignDraftInput, StrategyLocation } from '../campaigns/schemas';

/** The exports the importer reads (spec §2: `/campaigns/import`, meta-ads and google-ads create). */
export const campaignImportSources = [
  'GOOGLE_ADS_EDITOR',
  'META_ADS_MANAGER',
  'GOOGLE_ADS_ACCOUNT',
  'META_ADS_ACCOUNT',
] as const;
export type CampaignImportSource = (typeof campaignImportSources)[number];

/**
 * Sources read from an advertiser's connected account (not a file): they have no line numbers, so
 * `row` is the campaign's place in the selection and messages name the campaign (`where`) instead.
 */
export const connectedImportSources: readonly CampaignImportSource[] = [
  'GOOGLE_ADS_ACCOUNT',
  'META_ADS_ACCOUNT',
];
export const isConnectedImportSource = (source: CampaignImportSource) =>
  connectedImportSources.includes(source);

/** One row of a sheet: its line number in the file (1-based, the header included) and its cells. */
export interface ImportRow {
  number: number;
  cells: readonly string[];
}

/** A message about the file, as an i18n key of the `campaigns` namespace and its values. */
export interface ImportMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** A row the importer could not turn into part of a draft, and why. */
export interface SkippedImportRow extends ImportMessage {
  row: number;
  /** For a connected account's import: the campaign (and ad group) the message is about. */
  where?: string;
}

/** A search ad found in the file, to become a SEARCH creative of the campaign. */
export interface ImportedSearchAd {
  name: string;
  rows: number[];
  ad: SearchAdForm;
}

export interface ImportedCampaign {
  /** The row the campaign was first seen on. */
  row: number;
  draft: CampaignDraftInput;
  searchAds: ImportedSearchAd[];
  /** What the importer decided for the user (a computed budget, a dropped value…). */
  notes: ImportMessage[];
}

export interface CampaignImportResult {
  source: CampaignImportSource;
  campaigns: ImportedCampaign[];
  skipped: SkippedImportRow[];
  /** A column's name as the file's header writes it (to name what a draft still misses). */
  columnName?: (column: string) => string | undefined;
}

/** Finds the location a place name of an export means ("São Paulo, SP, Brazil"), or nothing. */
export type PlaceKind = 'country' | 'state' | 'city';
export type PlaceResolver = (place: string, kind?: PlaceKind) => StrategyLocation | undefined;
