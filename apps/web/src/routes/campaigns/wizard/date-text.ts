import {
  addCalendarDays,
  defaultCampaignRuleSettings,
  saoPauloDateOf,
  type CampaignType,
} from '@verba/domain';

export { dateTextOf, isoOfDateText } from '../../../components/forms/date-text';

/** The earliest start date the rules accept today for the type (the lead time of spec §5). */
export const earliestStartDate = (type: CampaignType, now: Date): string =>
  addCalendarDays(saoPauloDateOf(now), defaultCampaignRuleSettings.leadTimeDays[type]);
