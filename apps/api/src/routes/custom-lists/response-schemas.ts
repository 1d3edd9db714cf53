import { customListTypes, spreadsheetFormats, z } from '@verba/domain';

/** What an import read (`CustomListImportReport`). */
export const importReportResponse = z.object({
  format: z.enum(spreadsheetFormats),
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  added: z.number().int(),
  matched: z.number().int().nullable().describe('EMAIL_AUDIENCE only: hashes the identity graph matched.'),
  invalid_rows: z.array(
    z.object({
      row: z.number().int(),
      reason: z.string(),
      value: z.string().nullable().describe('Never an e-mail address.'),
    }),
  ),
});

/** A custom list (`CustomListView`). */
export const customListResponse = z.object({
  id: z.string(),
  advertiser_id: z.string(),
  advertiser_name: z.string(),
  advertiser_display_name: z.string(),
  advertiser_created_at: z.string(),
  type: z.enum(customListTypes),
  entry_kind: z.enum(['domain', 'app', 'email']),
  name: z.string(),
  entry_count: z.number().int(),
  status: z.enum(['ok', 'error']),
  error: z
    .object({
      code: z.string(),
      params: z.record(z.string(), z.string()).optional(),
      invalid_rows: z.number().int().optional(),
    })
    .nullable(),
  last_import: importReportResponse.extend({ at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** One entry of a list (an e-mail audience stores hashes). */
export const customListEntryResponse = z.object({ value: z.string(), created_at: z.string() });

/** `POST custom-lists/{id}/entries`: how many were new, and the list. */
export const entriesAddedResponse = z.object({ added: z.number().int(), list: customListResponse });

/** `POST custom-lists/{id}/import`: the list and what the file held. */
export const importedResponse = z.object({ list: customListResponse, report: importReportResponse });

/** `GET custom-lists/import-limits`. */
export const importLimitsResponse = z.object({
  max_bytes: z.number().int(),
  max_rows: z.number().int(),
  max_unpacked_bytes: z.number().int(),
});
