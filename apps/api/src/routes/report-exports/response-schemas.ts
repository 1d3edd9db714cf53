import { reportDefinitionSchema, reportExportFormats, reportScheduleFrequencies, z } from '@verba/domain';

export const savedReportResponse = z.object({
  id: z.string(),
  name: z.string(),
  definition: reportDefinitionSchema,
  shared: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  is_owner: z.boolean(),
  schedule: z
    .object({
      frequency: z.enum(reportScheduleFrequencies),
      recipients: z.array(z.string()),
      format: z.enum(reportExportFormats),
      next_run_at: z.string().nullable(),
    })
    .nullable(),
  link: z
    .object({
      url: z.string().nullable().describe('The spreadsheet link (to its owner only; null to colleagues).'),
      created_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const reportLinkResponse = z.object({ url: z.string(), created_at: z.string() });

export const reportDownloadResponse = z.object({
  url: z.string().describe('Signed URL that streams the file; no bearer token needed; expires.'),
  expires_at: z.string(),
});

export const reportJobResponse = z.object({
  id: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  format: z.enum(reportExportFormats),
  rows_written: z.number().int(),
  recipients: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string(),
});
