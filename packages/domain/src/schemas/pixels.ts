import { z } from '../zod';
import { limits, pageQuerySchema } from './common';
import { text } from './text';
import { pixelStatuses, type PixelStatus } from '../pixels/pixel-statuses';
import { pixelRefusalReasons, type PixelRefusalReason } from '../pixels/refusal-reasons';

/** Spec §3 Pixel, §4 (creation may take up to 48 h: staff activate a pending group) and §5. */
export { pixelStatuses, type PixelStatus };

export const pixelObjectives = ['IMPRESSION', 'CONVERSION', 'RETARGETING'] as const;
export type PixelObjective = (typeof pixelObjectives)[number];

export const pixelLimits = {
  groupName: limits.name,
  ruleName: limits.name,
  eventName: 64,
  eventLabel: limits.name,
  rejectionReason: 500,
  /** Rules per group, so a group's snippet and recent-events screen stay readable. */
  rulesPerGroup: 50,
  /** A rule's value in minor units (R$ 10.000.000,00): the most the collection endpoint reads at all. */
  maxValue: 1_000_000_000,
  /**
   * The value cap a rule gets when its creator leaves it empty (R$ 10.000,00), unless the platform
   * configures another (`PIXEL_DEFAULT_MAX_VALUE`, served in `public/config`). A hit whose value is
   * above its rule's cap is refused.
   */
  defaultMaxValue: 1_000_000,
} as const;

/** Spec §5: an event name has no spaces or special characters — letters, digits, `_` and `-` only. */
export const pixelEventNamePattern = /^[A-Za-z0-9_-]+$/;

export const pixelEventNameSchema = text()
  .trim()
  .min(1)
  .max(pixelLimits.eventName)
  .regex(pixelEventNamePattern, 'pixels:validation.event_name');

export const pixelRuleSchema = z
  .object({
    name: text().trim().min(1).max(pixelLimits.ruleName),
    event_name: pixelEventNameSchema,
    event_label: text().trim().max(pixelLimits.eventLabel).optional().default(''),
    objective: z.enum(pixelObjectives),
    /** Minor units of the advertiser's currency; absent when the event carries no fixed value. */
    value: z.number().int().min(0).max(pixelLimits.maxValue).nullable().optional().default(null),
    /**
     * The most a hit of this rule may be worth, in minor units; a hit above it is refused and counted.
     * Absent: the platform's default cap. Set at creation, like the rest of the rule (spec §4).
     */
    max_value: z.number().int().min(1).max(pixelLimits.maxValue).nullable().optional().default(null),
  })
  .superRefine((rule, ctx) => {
    if (rule.value != null && rule.max_value != null && rule.value > rule.max_value)
      ctx.addIssue({ code: 'custom', message: 'pixels:validation.value_above_max', path: ['value'] });
  });
export type PixelRuleInput = z.output<typeof pixelRuleSchema>;
export type PixelRuleForm = z.input<typeof pixelRuleSchema>;

/** Event names are unique within a group, whatever their case (the tag sends them as typed). */
function uniqueEventNames(rules: readonly { event_name: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const key = rule.event_name.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        message: 'pixels:validation.event_name_taken',
        path: ['rules', index, 'event_name'],
      });
    seen.add(key);
  });
}

export const createPixelGroupSchema = z
  .object({
    name: text().trim().min(1).max(pixelLimits.groupName),
    advertiser_id: text().trim().min(1),
    rules: z.array(pixelRuleSchema).min(1, 'pixels:validation.rules_required').max(pixelLimits.rulesPerGroup),
  })
  .superRefine((v, ctx) => uniqueEventNames(v.rules, ctx));
export type CreatePixelGroupInput = z.output<typeof createPixelGroupSchema>;
export type CreatePixelGroupForm = z.input<typeof createPixelGroupSchema>;

export const renamePixelGroupSchema = z.object({ name: text().trim().min(1).max(pixelLimits.groupName) });
export type RenamePixelGroupInput = z.output<typeof renamePixelGroupSchema>;

export const rejectPixelGroupSchema = z.object({
  reason: text().trim().min(1).max(pixelLimits.rejectionReason),
});
export type RejectPixelGroupInput = z.output<typeof rejectPixelGroupSchema>;

export const listPixelGroupsQuerySchema = pageQuerySchema.extend({
  advertiser_id: text().trim().optional(),
  status: z.enum(pixelStatuses).optional(),
  /** The group's name. */
  search: text().trim().max(limits.name).optional(),
});
export type ListPixelGroupsQuery = z.output<typeof listPixelGroupsQuerySchema>;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
export const pixelRuleViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  event_name: z.string(),
  event_label: z.string(),
  objective: z.enum(pixelObjectives),
  value: z.number().nullable(),
  /** The rule's value cap in minor units: a hit worth more is refused. */
  max_value: z.number(),
  created_at: z.string(),
});
export type PixelRuleView = z.output<typeof pixelRuleViewSchema>;

export const pixelGroupViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(pixelStatuses),
  rejection_reason: z.string().nullable(),
  /** `name` is the legal name (detail, hover); `display_name` the short one lists show. */
  advertiser: z.object({ id: z.string(), name: z.string(), display_name: z.string(), currency: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }).optional(),
  rules: z.array(pixelRuleViewSchema),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PixelGroupView = z.output<typeof pixelGroupViewSchema>;

export const pixelRecentEventsSchema = z.object({
  rule_id: z.string(),
  count_24h: z.number(),
  /** Hits of the rule refused (or conversions not attributed) in the last 30 days, by reason. */
  refused_30d: z.object(
    Object.fromEntries(pixelRefusalReasons.map((reason) => [reason, z.number()])) as Record<
      PixelRefusalReason,
      z.ZodNumber
    >,
  ),
  events: z.array(
    z.object({
      id: z.string(),
      occurred_at: z.string(),
      page_url: z.string(),
      referrer: z.string(),
      value: z.number().nullable(),
    }),
  ),
});
export type PixelRecentEvents = z.output<typeof pixelRecentEventsSchema>;
/* eslint-enable no-restricted-syntax */
