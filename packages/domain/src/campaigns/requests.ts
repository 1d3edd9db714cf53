import { z } from '../zod';
import { text } from '../schemas/text';
import { campaignTypes } from './enumerations';
import { campaignDraftSchema, groupDraftSchema, strategyDraftSchema } from './schemas';

/** Request bodies of the campaigns API (issue 11 contract): the draft schemas plus what the routes add. */

/** Clients send back the version they read; a stale one is refused (lost updates). */
const version = z.number().int().min(1);
const wizardStep = text().trim().min(1).max(32).nullable().optional();

export const createCampaignSchema = campaignDraftSchema.extend({
  advertiser_id: text().trim().min(1).max(64),
  wizard_step: wizardStep,
});
export type CreateCampaignInput = z.output<typeof createCampaignSchema>;

/** The whole tree; `type` may be left out (it cannot change). */
export const updateCampaignSchema = campaignDraftSchema.extend({
  type: z.enum(campaignTypes).optional(),
  version,
  wizard_step: wizardStep,
});
export type UpdateCampaignInput = z.output<typeof updateCampaignSchema>;

export const campaignVersionSchema = z.object({ version });
export type CampaignVersionInput = z.output<typeof campaignVersionSchema>;

export const createCampaignGroupSchema = groupDraftSchema.omit({ id: true, strategies: true }).extend({
  version: version.optional(),
});
export type CreateCampaignGroupInput = z.output<typeof createCampaignGroupSchema>;

export const updateCampaignGroupSchema = groupDraftSchema
  .omit({ id: true, strategies: true })
  .extend({ version });
export type UpdateCampaignGroupInput = z.output<typeof updateCampaignGroupSchema>;

export const createCampaignStrategySchema = strategyDraftSchema.omit({ id: true }).extend({
  version: version.optional(),
});
export type CreateCampaignStrategyInput = z.output<typeof createCampaignStrategySchema>;

export const updateCampaignStrategySchema = strategyDraftSchema.omit({ id: true }).extend({ version });
export type UpdateCampaignStrategyInput = z.output<typeof updateCampaignStrategySchema>;
