import {
  addCalendarDays,
  calendarDaysBetween,
  saoPauloDateOf,
  type CalendarDate,
} from '../calendar/calendar-date';
import type { CampaignType } from './enumerations';
import { rulePath, ruleIssue, ruleWarning, type RuleIssue } from './issues';
import type { CampaignRuleSettings } from './settings';

export interface CampaignPeriod {
  type: CampaignType;
  start_date?: CalendarDate;
  end_date?: CalendarDate | null;
}

/** The earliest start date a campaign of `type` may have when created at `now` (DESIGN §7). */
export function earliestStartDate(
  type: CampaignType,
  now: Date,
  settings: CampaignRuleSettings,
): CalendarDate {
  return addCalendarDays(saoPauloDateOf(now), Math.max(1, settings.leadTimeDays[type]));
}

/**
 * Spec §5 Dates, as DESIGN §7 reads them: start strictly after today and at least the lead time of
 * the type ahead (start ≥ today + lead days); end, when given, after the start and after tomorrow;
 * a duration (start and end included) under the recommendation of the type is a warning.
 * `publishedStartDate`: a published campaign keeping its start date is not held to these again.
 */
export function checkCampaignDates(
  campaign: CampaignPeriod,
  now: Date,
  settings: CampaignRuleSettings,
  publishedStartDate?: CalendarDate,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const today = saoPauloDateOf(now);
  const { start_date: start, end_date: end, type } = campaign;
  if (start !== undefined && start !== publishedStartDate) {
    const leadDays = settings.leadTimeDays[type];
    if (start <= today) issues.push(ruleIssue('START_NOT_AFTER_TODAY', 'start_date'));
    else if (start < earliestStartDate(type, now, settings))
      issues.push(ruleIssue('START_LEAD_TIME', 'start_date', { count: leadDays }));
  }
  if (end !== undefined && end !== null) {
    if (start !== undefined && end <= start) issues.push(ruleIssue('END_NOT_AFTER_START', 'end_date'));
    if (end <= addCalendarDays(today, 1)) issues.push(ruleIssue('END_NOT_AFTER_TOMORROW', 'end_date'));
    const recommended = settings.recommendedDurationDays[type];
    if (start !== undefined && end > start && calendarDaysBetween(start, end) + 1 < recommended)
      issues.push(ruleWarning('DURATION_BELOW_RECOMMENDED', 'end_date', { count: recommended }));
  }
  return issues;
}

export interface GroupPeriod {
  start_date?: CalendarDate;
  end_date?: CalendarDate | null;
}

/**
 * A group runs inside its campaign's period: it starts on or after the campaign start and not
 * after the campaign end, and ends on or before the campaign end (a group without dates takes the
 * campaign's). A one-day group (end = start) is allowed.
 */
export function checkGroupDates(
  group: GroupPeriod,
  campaign: Omit<CampaignPeriod, 'type'>,
  path: string,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const campaignEnd = campaign.end_date ?? undefined;
  const start = group.start_date ?? campaign.start_date;
  const end = group.end_date ?? undefined;
  if (group.start_date !== undefined) {
    if (campaign.start_date !== undefined && group.start_date < campaign.start_date)
      issues.push(ruleIssue('GROUP_START_BEFORE_CAMPAIGN', rulePath(path, 'start_date')));
    if (campaignEnd !== undefined && group.start_date > campaignEnd)
      issues.push(ruleIssue('GROUP_START_AFTER_CAMPAIGN_END', rulePath(path, 'start_date')));
  }
  if (end !== undefined) {
    if (campaignEnd !== undefined && end > campaignEnd)
      issues.push(ruleIssue('GROUP_END_AFTER_CAMPAIGN_END', rulePath(path, 'end_date')));
    if (start !== undefined && end < start)
      issues.push(ruleIssue('GROUP_END_BEFORE_START', rulePath(path, 'end_date')));
  }
  return issues;
}
