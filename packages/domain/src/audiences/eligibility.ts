/**
 * Which audiences an advertiser may target, by its age (spec §5 Targeting, §9):
 * - under 4 days old: broad audiences only (no segment of the catalogue);
 * - from 4 days: broad and catalogue segments (demographics, interests… of the IAB taxonomy);
 * - older than 3 months: also own audiences (pixel visitors) and custom ones (EMAIL_AUDIENCE lists).
 * Pure, shared by the server (which enforces it) and the SPA (which explains it before a user tries).
 */
export const audienceKinds = ['broad', 'catalogue', 'own', 'custom'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** Below this age an advertiser gets broad audiences only. */
export const broadOnlyAgeMs = 4 * 24 * 60 * 60 * 1000;
/** Own and custom audiences need an advertiser older than this many calendar months. */
export const ownAudienceAgeMonths = 3;

/** `date` plus `months` calendar months (UTC), the day clamped to the target month's last day. */
export function addCalendarMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface AudienceEligibility {
  /** Audience kinds the advertiser may use now. */
  allowed: AudienceKind[];
  /** From when catalogue segments are allowed (the advertiser is 4 days old). */
  catalogueFrom: Date;
  /** The instant own and custom audiences become allowed (strictly after 3 months). */
  ownAndCustomAfter: Date;
}

export function audienceEligibility({
  advertiserCreatedAt,
  now,
}: {
  advertiserCreatedAt: Date;
  now: Date;
}): AudienceEligibility {
  const catalogueFrom = new Date(advertiserCreatedAt.getTime() + broadOnlyAgeMs);
  const ownAndCustomAfter = addCalendarMonths(advertiserCreatedAt, ownAudienceAgeMonths);
  const allowed: AudienceKind[] = ['broad'];
  if (now.getTime() >= catalogueFrom.getTime()) allowed.push('catalogue');
  if (now.getTime() > ownAndCustomAfter.getTime()) allowed.push('own', 'custom');
  return { allowed, catalogueFrom, ownAndCustomAfter };
}

export const mayUseAudience = (kind: AudienceKind, options: { advertiserCreatedAt: Date; now: Date }) =>
  audienceEligibility(options).allowed.includes(kind);
