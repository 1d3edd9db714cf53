import { audienceEligibility, formatDate, type Language } from '@verba/domain';
import type { AdvertiserRow } from '@verba/db';
import { fail } from '../errors';

/** Spec §5: a custom audience (EMAIL_AUDIENCE) needs an advertiser older than 3 months. */
export function assertCustomAudienceAllowed({
  advertiser,
  now,
  language,
}: {
  advertiser: Pick<AdvertiserRow, 'createdAt'>;
  now: Date;
  language: Language;
}) {
  const eligibility = audienceEligibility({ advertiserCreatedAt: advertiser.createdAt, now });
  if (!eligibility.allowed.includes('custom'))
    throw fail('CUSTOM_AUDIENCE_ADVERTISER_TOO_YOUNG', undefined, {
      date: formatDate(eligibility.ownAndCustomAfter, language),
    });
}
