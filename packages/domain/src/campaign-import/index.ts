export * from './types';
export { mapCampaignImport, type CampaignImportRefusal } from './map-campaign-import';
export { createPlaceResolver } from './places';
export { parseAmountToMinorUnits, parseExportDate } from './values';
export {
  campaignImportReportSchema,
  importCampaignsQuerySchema,
  connectedImportQuerySchema,
  connectedImportCampaignsViewSchema,
  connectedImportInputSchema,
  type CampaignImportReport,
  type ConnectedImportCampaignsView,
  type ConnectedImportInput,
} from './views';
export { cleanSearchAd, searchAdProblems } from './search-ad-cleaning';
export { importColumnOfPath } from './columns-of-paths';
export { mapGoogleAdsAccount, type GoogleAdsAccountCampaign } from './google-ads-account';
export { type SearchAdWhere } from './search-ad-cleaning';
export { mapMetaAdsAccount, type MetaAdsAccountCampaign } from './meta-ads-account';
