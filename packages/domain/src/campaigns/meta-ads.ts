import { z } from '../zod';
import { text } from '../schemas/text';
import type { BidType, CampaignObjective } from './enumerations';

/**
 * META_ADS (issue 28): what the wizard asks of a Meta campaign and only of it. Enumerations from the
 * Marketing API reference (see packages/core/src/channels/meta/fixtures/marketing-objects.json for
 * their sources): placements are Facebook/Instagram feeds, stories and reels ("Placement Targeting":
 * `publisher_platforms` + `facebook_positions` / `instagram_positions`), the call to action is one of
 * Meta's `call_to_action.type` values, primary text is `link_data.message` (≤ 2200 characters,
 * the sandbox's and Meta's limit), the headline `link_data.name`.
 */
export const metaPlacements = [
  'facebook_feed',
  'facebook_stories',
  'facebook_reels',
  'instagram_feed',
  'instagram_stories',
  'instagram_reels',
] as const;
export type MetaPlacement = (typeof metaPlacements)[number];

/** Meta's targeting fields for a placement (Placement Targeting reference). */
export const metaPositionOf: Record<MetaPlacement, { platform: 'facebook' | 'instagram'; position: string }> =
  {
    facebook_feed: { platform: 'facebook', position: 'feed' },
    facebook_stories: { platform: 'facebook', position: 'story' },
    facebook_reels: { platform: 'facebook', position: 'facebook_reels' },
    instagram_feed: { platform: 'instagram', position: 'stream' },
    instagram_stories: { platform: 'instagram', position: 'story' },
    instagram_reels: { platform: 'instagram', position: 'reels' },
  };

/**
 * The calls to action a link ad may carry (Meta's `call_to_action.type`; messaging ones such as
 * WHATSAPP_MESSAGE are left out: they need a messaging destination Verba does not set up).
 */
export const metaCallToActions = [
  'LEARN_MORE',
  'SHOP_NOW',
  'BUY_NOW',
  'ORDER_NOW',
  'SIGN_UP',
  'SUBSCRIBE',
  'CONTACT_US',
  'GET_OFFER',
  'GET_QUOTE',
  'APPLY_NOW',
  'BOOK_TRAVEL',
  'DOWNLOAD',
  'WATCH_MORE',
  'NO_BUTTON',
] as const;
export type MetaCallToAction = (typeof metaCallToActions)[number];

export const metaLimits = { primaryText: 2200, headline: 255 } as const;

const graphId = text()
  .trim()
  .regex(/^\d{1,32}$/, { message: 'validation:invalid' });

/**
 * The campaign's Meta fields as the wizard sends and the server stores them. Every field may be
 * missing in a draft: no placements = automatic (Meta's Advantage+ placements), no Page = the
 * advertiser's connected Page, no texts = the creative's description / headline, no CTA = LEARN_MORE.
 */
export const metaSettingsSchema = z.object({
  /** null or absent: automatic placements; else at least one of the six. */
  placements: z.array(z.enum(metaPlacements)).min(1).max(metaPlacements.length).nullable().optional(),
  page_id: graphId.nullable().optional(),
  /** The Page's Instagram account; absent: the Page's own when it has one. */
  instagram_user_id: graphId.nullable().optional(),
  primary_text: text().trim().max(metaLimits.primaryText).nullable().optional(),
  headline: text().trim().max(metaLimits.headline).nullable().optional(),
  call_to_action: z.enum(metaCallToActions).nullable().optional(),
});
export type MetaSettings = z.output<typeof metaSettingsSchema>;

/** Meta's ODAX objectives Verba uses. */
export type MetaObjective = 'OUTCOME_AWARENESS' | 'OUTCOME_TRAFFIC' | 'OUTCOME_SALES';

export interface MetaObjectiveMapping {
  objective: MetaObjective;
  optimizationGoal: 'REACH' | 'THRUPLAY' | 'LINK_CLICKS' | 'OFFSITE_CONVERSIONS';
  billingEvent: 'IMPRESSIONS';
}

/**
 * Verba's objective → Meta's (shown in the wizard, sent by the connector): IMPRESSION is awareness
 * (reach; ThruPlay for CPV); CONVERSION is sales, optimised for conversions on Verba's Meta pixel
 * for the advertiser, which the Conversions API feeds with the advertiser's consented pixel events;
 * RETARGETING is traffic (link clicks): Verba's retargeting lists are not Meta custom audiences.
 */
export function metaObjectiveFor(
  objective: CampaignObjective | null | undefined,
  bidType: BidType | null | undefined,
): MetaObjectiveMapping {
  const chosen = objective ?? ((bidType ?? 'CPM') === 'CPM' ? 'IMPRESSION' : 'CONVERSION');
  if (chosen === 'IMPRESSION')
    return {
      objective: 'OUTCOME_AWARENESS',
      optimizationGoal: bidType === 'CPV' ? 'THRUPLAY' : 'REACH',
      billingEvent: 'IMPRESSIONS',
    };
  if (chosen === 'CONVERSION')
    return {
      objective: 'OUTCOME_SALES',
      optimizationGoal: 'OFFSITE_CONVERSIONS',
      billingEvent: 'IMPRESSIONS',
    };
  return { objective: 'OUTCOME_TRAFFIC', optimizationGoal: 'LINK_CLICKS', billingEvent: 'IMPRESSIONS' };
}

/** A Page the advertiser connected (purpose facebook_page) and its Instagram account, if any. */
export interface MetaIdentityOption {
  pageId: string;
  pageName?: string | null;
  instagramUserId: string | null;
}

export type MetaSettingsProblem =
  | { path: 'meta.page_id'; key: 'errors:META_PAGE_NOT_CONNECTED' }
  | { path: 'meta.instagram_user_id'; key: 'campaigns:meta.rules.INSTAGRAM_NOT_OF_PAGE' }
  | { path: 'meta.placements'; key: 'campaigns:meta.rules.INSTAGRAM_PLACEMENTS_NEED_ACCOUNT' };

/**
 * The Meta fields against the advertiser's connected Pages (the server checks them when saving,
 * the wizard shows the same messages): the Page must be one this advertiser connected, the
 * Instagram account that Page's, and Instagram placements need an Instagram account.
 */
export function metaSettingsProblems(
  meta: MetaSettings | null | undefined,
  identities: readonly MetaIdentityOption[],
): MetaSettingsProblem[] {
  if (!meta) return [];
  const problems: MetaSettingsProblem[] = [];
  const identity = meta.page_id ? identities.find((i) => i.pageId === meta.page_id) : identities[0];
  if (meta.page_id && !identity)
    problems.push({ path: 'meta.page_id', key: 'errors:META_PAGE_NOT_CONNECTED' });
  if (identity && meta.instagram_user_id && meta.instagram_user_id !== identity.instagramUserId)
    problems.push({ path: 'meta.instagram_user_id', key: 'campaigns:meta.rules.INSTAGRAM_NOT_OF_PAGE' });
  const instagramChosen = (meta.placements ?? []).some((p) => metaPositionOf[p].platform === 'instagram');
  if (instagramChosen && identity && !identity.instagramUserId)
    problems.push({ path: 'meta.placements', key: 'campaigns:meta.rules.INSTAGRAM_PLACEMENTS_NEED_ACCOUNT' });
  return problems;
}

/**
 * Meta's placement targeting for the chosen placements: automatic (null/empty) sends none, so Meta
 * places the ads itself (Advantage+ placements).
 */
export function metaPlacementTargeting(placements: readonly MetaPlacement[] | null | undefined) {
  if (!placements || placements.length === 0) return {};
  const facebook = placements.filter((p) => metaPositionOf[p].platform === 'facebook');
  const instagram = placements.filter((p) => metaPositionOf[p].platform === 'instagram');
  return {
    publisher_platforms: [
      ...(facebook.length ? ['facebook'] : []),
      ...(instagram.length ? ['instagram'] : []),
    ],
    ...(facebook.length ? { facebook_positions: facebook.map((p) => metaPositionOf[p].position) } : {}),
    ...(instagram.length ? { instagram_positions: instagram.map((p) => metaPositionOf[p].position) } : {}),
  };
}
