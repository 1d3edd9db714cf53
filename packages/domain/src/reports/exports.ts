import { z } from '../zod';
import { text } from '../schemas/text';
import { reportDefinitionSchema } from './definition';
import { addCalendarDays, saoPauloDateOf, weekdayOf } from '../calendar/calendar-date';

/**
 * Saved reports, exports, e-mailed reports, schedules and the spreadsheet link (issue 29,
 * docs/reports-export.md): the request bodies the API validates and the SPA sends.
 */
export const reportExportFormats = ['csv', 'csv_excel', 'xlsx'] as const;
export type ReportExportFormat = (typeof reportExportFormats)[number];

export const reportScheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof reportScheduleFrequencies)[number];

export const reportExportLimits = {
  /** Rows of one XLSX sheet, header included (Excel's limit); past it the file continues on a new sheet. */
  xlsxSheetRows: 1_048_576,
  /** Recipients of one e-mailed or scheduled report. */
  recipients: 20,
  /** A direct download link's life; an e-mailed link's life. */
  downloadLinkMinutes: 60,
  emailLinkDays: 7,
  /** Public GETs of one spreadsheet link per minute (spec §2: rate-limited). */
  linkRequestsPerMinute: 30,
} as const;

export const reportScheduleSchema = z.object({
  frequency: z.enum(reportScheduleFrequencies),
  /** Users of the company (ids); the report goes to their current addresses. */
  recipients: z.array(text().uuid()).min(1).max(reportExportLimits.recipients),
  format: z.enum(reportExportFormats).default('xlsx'),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const savedReportInputSchema = z.object({
  name: text().trim().min(1).max(120),
  definition: reportDefinitionSchema,
  shared: z.boolean().default(false),
  schedule: reportScheduleSchema.nullable().default(null),
});
export type SavedReportInput = z.infer<typeof savedReportInputSchema>;

export const reportDownloadRequestSchema = z.object({
  definition: reportDefinitionSchema,
  format: z.enum(reportExportFormats),
});
export type ReportDownloadRequest = z.infer<typeof reportDownloadRequestSchema>;

export const reportEmailRequestSchema = z.object({
  definition: reportDefinitionSchema,
  format: z.enum(reportExportFormats).default('xlsx'),
  /** Users of the company (ids); none → the requester only. */
  recipients: z.array(text().uuid()).max(reportExportLimits.recipients).default([]),
  saved_report_id: text().uuid().optional(),
});
export type ReportEmailRequest = z.infer<typeof reportEmailRequestSchema>;

/** Scheduled reports leave at 07:00 in São Paulo (UTC−3, no daylight saving since 2019). */
export const reportScheduleHourUtc = 10;

/**
 * The next run of a schedule strictly after `after`: daily → the next 07:00 São Paulo; weekly →
 * the next Monday 07:00; monthly → the next 1st of a month 07:00.
 */
export function nextReportRun(frequency: ReportScheduleFrequency, after: Date): Date {
  const at = (day: string) => new Date(`${day}T${String(reportScheduleHourUtc).padStart(2, '0')}:00:00.000Z`);
  let day = saoPauloDateOf(after);
  for (let i = 0; i < 40; i += 1) {
    const candidate = at(day);
    const fits =
      frequency === 'daily' ||
      (frequency === 'weekly' && weekdayOf(day) === 1) ||
      (frequency === 'monthly' && day.endsWith('-01'));
    if (fits && candidate.getTime() > after.getTime()) return candidate;
    day = addCalendarDays(day, 1);
  }
  throw new Error('unreachable: a schedule runs within 40 days');
}
