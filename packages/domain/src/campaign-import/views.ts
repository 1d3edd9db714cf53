import { z } from '../zod';
import { campaignTypes } from '../campaigns/enumerations';
import { text } from '../schemas/text';
import { connectionPlatforms } from '../channels/connections';
import { campaignImportSources } from './types';

/* eslint-disable no-restricted-syntax -- answer schemas: the server writes these strings */
const messageSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** POST campaigns/import?advertiser_id=…: the drafts made and every row left out, with why. */
export const campaignImportReportSchema = z.object({
  source: z.enum(campaignImportSources),
  created: z.array(
    z.object({
      row: z.number().int(),
      id: z.string(),
      name: z.string().nullable(),
      type: z.enum(campaignTypes),
      creatives: z.number().int(),
      notes: z.array(messageSchema),
      /** What the draft holds, for the preview: money in centavos, keywords in Google's syntax ("-[x]" negative exact). */
      summary: z
        .object({
          budget: z.string().nullable(),
          daily_budget: z.string().nullable(),
          start_date: z.string().nullable(),
          end_date: z.string().nullable(),
          groups: z.array(
            z.object({
              name: z.string(),
              bid: z.object({ type: z.string(), amount: z.string().nullable() }).nullable(),
              keywords: z.array(z.string()),
              locations: z.number().int(),
            }),
          ),
          ads: z.array(
            z.object({
              name: z.string(),
              final_url: z.string(),
              titles: z.array(z.string()),
              descriptions: z.array(z.string()),
              sitelinks: z.array(z.string()),
              callouts: z.array(z.string()),
            }),
          ),
        })
        .optional(),
      /** What the draft still needs before publishing, each rule with its field and the file's column. */
      missing: z.array(
        messageSchema.extend({
          path: z.string(),
          /** i18n key of the field's label (`campaigns:wizard.fields.budget`); null when the rule is about the whole. */
          field: z.string().nullable(),
          /** The group's and strategy's names for a field of theirs. */
          group: z.string().nullable(),
          strategy: z.string().nullable(),
          /** The export's column that carries this field, as the file names it; null when the file has none. */
          column: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** `row` is the file's line; for a connected account's import, the campaign's place and `where` its name. */
  skipped: z.array(messageSchema.extend({ row: z.number().int(), where: z.string().optional() })),
});
/* eslint-enable no-restricted-syntax */
export type CampaignImportReport = z.output<typeof campaignImportReportSchema>;

export const importCampaignsQuerySchema = z.object({ advertiser_id: text().trim().min(1).max(64) });

/** GET campaigns/import/connected?advertiser_id=…&platform=…: the picker of "Importar da conta conectada". */
export const connectedImportQuerySchema = z.object({
  advertiser_id: text().trim().min(1).max(64),
  platform: z.enum(connectionPlatforms).default('google_ads'),
});

/* eslint-disable no-restricted-syntax -- answer schema: the server writes these strings */
export const connectedImportCampaignsViewSchema = z.object({
  status: z.enum(['none', 'reconnect', 'active']),
  platform: z.enum(connectionPlatforms),
  connection_id: z.string().nullable(),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      currency: z.string(),
      campaigns: z.array(
        z.object({
          external_id: z.string(),
          name: z.string(),
          status: z.string(),
          channel_type: z.string(),
          importable: z.boolean(),
        }),
      ),
    }),
  ),
});
/* eslint-enable no-restricted-syntax */
export type ConnectedImportCampaignsView = z.output<typeof connectedImportCampaignsViewSchema>;

/** POST campaigns/import/connected: the chosen campaigns of one account; `dry_run` is the preview. */
export const connectedImportInputSchema = z.object({
  advertiser_id: text().trim().min(1).max(64),
  platform: z.enum(connectionPlatforms).default('google_ads'),
  account_id: text().trim().min(1).max(64),
  campaign_ids: z.array(text().trim().min(1).max(64)).min(1).max(20),
  dry_run: z.boolean().default(false),
});
export type ConnectedImportInput = z.input<typeof connectedImportInputSchema>;
