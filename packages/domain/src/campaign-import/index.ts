export * from './types';
export { mapCampaignImport, type CampaignImportRefusal } from './map-campaign-import';
export { createPlaceResolver } from './places';
export { parseAmountToMinorUnits, parseExportDate } from './values';
export { campaignImportReportSchema, importCampaignsQuerySchema, type CampaignImportReport } from './views';
export { cleanSearchAd, searchAdProblems } from './search-ad-cleaning';
export { importColumnOfPath } from './columns-of-paths';
