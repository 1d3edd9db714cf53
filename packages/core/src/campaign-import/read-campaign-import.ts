import { mapCampaignImport, type CampaignImportResult, type Language } from '@verba/domain';
import { fail } from '../errors';
import { importError } from '../custom-lists/import-failure';
import { readSpreadsheet, SpreadsheetError, type SpreadsheetLimits } from '../spreadsheets';
import { placeResolver } from './place-resolver';

/**
 * Reads an uploaded Google Ads Editor or Meta Ads Manager export (CSV — UTF-8, Windows-1252 or
 * UTF-16 — or XLSX, decided by content) into campaign drafts and the rows it could not map.
 * Refuses a file that is not a spreadsheet, is past the limits, or is neither export.
 */
export async function readCampaignImport({
  bytes,
  truncated,
  limits,
  language,
}: {
  bytes: Buffer;
  /** The upload passed the byte limit and was cut short. */
  truncated: boolean;
  limits: SpreadsheetLimits;
  language: Language;
}): Promise<CampaignImportResult> {
  let rows;
  try {
    if (truncated) throw new SpreadsheetError('SPREADSHEET_TOO_LARGE');
    ({ rows } = await readSpreadsheet({ bytes, limits }));
  } catch (error) {
    throw importError(error, limits, language);
  }
  const result = mapCampaignImport({ rows, resolvePlace: placeResolver() });
  if ('refusal' in result) throw fail(result.refusal);
  return result;
}
