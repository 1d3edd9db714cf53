import { z } from '../zod';
import { customListLimits, customListTypes, type CustomListType } from '../lists/list-entries';
import { pageQuerySchema } from './common';
import { text } from './text';

const listNameSchema = text().trim().min(1).max(customListLimits.name);

/** Kinds a blacklist or wishlist may be made of (spec §3: sites or apps to exclude/include). */
export const siteOrAppKinds = ['domain', 'app'] as const;

export const createCustomListSchema = z
  .object({
    advertiser_id: text().trim().min(1),
    type: z.enum(customListTypes),
    name: listNameSchema,
    entry_kind: z.enum(siteOrAppKinds).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.type === 'BLACKLIST' || v.type === 'WISHLIST') && !v.entry_kind)
      ctx.addIssue({ code: 'custom', message: 'lists:validation.entry_kind', path: ['entry_kind'] });
  });
export type CreateCustomListInput = z.output<typeof createCustomListSchema>;
export type CreateCustomListForm = z.input<typeof createCustomListSchema>;

export const renameCustomListSchema = z.object({ name: listNameSchema });
export type RenameCustomListInput = z.output<typeof renameCustomListSchema>;

export const listCustomListsQuerySchema = pageQuerySchema.extend({
  advertiser_id: text().trim().optional(),
  type: z.enum(customListTypes).optional(),
  search: text().trim().max(customListLimits.name).optional(),
});
export type ListCustomListsQuery = z.output<typeof listCustomListsQuerySchema>;

export const listCustomListEntriesQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(254).optional(),
});
export type ListCustomListEntriesQuery = z.output<typeof listCustomListEntriesQuerySchema>;

export const addCustomListEntriesSchema = z.object({
  entries: z.array(text().max(2048)).min(1).max(customListLimits.manualEntries),
});
export type AddCustomListEntriesInput = z.output<typeof addCustomListEntriesSchema>;

export const customListImportModes = ['add', 'replace'] as const;
export const importCustomListQuerySchema = z.object({
  mode: z.enum(customListImportModes).optional().default('add'),
});

export const spreadsheetFormats = ['csv', 'xlsx'] as const;
export type SpreadsheetExportFormat = (typeof spreadsheetFormats)[number];
export const exportCustomListQuerySchema = z.object({
  format: z.enum(spreadsheetFormats).optional().default('csv'),
});

/** What an import did: rows read, entries added, and each refused row with its number and reason. */
export interface CustomListImportReport {
  format: SpreadsheetExportFormat;
  rows: number;
  valid: number;
  invalid: number;
  duplicates: number;
  added: number;
  /** EMAIL_AUDIENCE only: how many hashes the platform's identity graph matched. */
  matched: number | null;
  /** The first invalid rows; for e-mails the address itself is never repeated. */
  invalid_rows: { row: number; reason: string; value: string | null }[];
}

export type CustomListStatus = 'ok' | 'error';

/** Why a list shows "List with error": its last import failed, or left rows it could not read. */
export interface CustomListError {
  code: string;
  /** The refusal message's parameters (`errors:<code>`), e.g. the limit. */
  params?: Record<string, string>;
  invalid_rows?: number;
}

export interface CustomListView {
  id: string;
  advertiser_id: string;
  /** The advertiser's legal name (detail, hover) and its short display name (lists). */
  advertiser_name: string;
  advertiser_display_name: string;
  /** For the audience age rule (spec §5), which the SPA explains before the user tries. */
  advertiser_created_at: string;
  type: CustomListType;
  entry_kind: 'domain' | 'app' | 'email';
  name: string;
  entry_count: number;
  status: CustomListStatus;
  error: CustomListError | null;
  last_import: (CustomListImportReport & { at: string }) | null;
  created_at: string;
  updated_at: string;
}
