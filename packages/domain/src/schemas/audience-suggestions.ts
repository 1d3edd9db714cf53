import { z } from '../zod';
import { campaignObjectives } from '../campaigns/enumerations';
import { text } from './text';

/** Longest advertiser description audience suggestion reads. */
export const maxSuggestionDescription = 2000;

/**
 * `POST audiences/suggestions` (issue 30): segments for an advertiser of the caller's company, from
 * its site, name and ad categories, the campaign's objective and an optional description.
 */
export const suggestAudiencesBodySchema = z.object({
  advertiser_id: text().trim().min(1).max(64),
  objective: z.enum(campaignObjectives).optional(),
  description: text().trim().max(maxSuggestionDescription).optional(),
});
export type SuggestAudiencesBody = z.output<typeof suggestAudiencesBodySchema>;
