/**
 * What the pixel page counts per rule (issue 25): hits refused for the pixel's own reasons (over the
 * pixel's per-minute limit, above the rule's value cap, over the per-visitor limit) and conversions
 * not attributed because the visitor's touch was of an impression nobody billed.
 */
export const pixelRefusalReasons = [
  'value_over_cap',
  'visitor_rate_limited',
  'rate_limited',
  'unbilled_touch',
] as const;
export type PixelRefusalReason = (typeof pixelRefusalReasons)[number];
