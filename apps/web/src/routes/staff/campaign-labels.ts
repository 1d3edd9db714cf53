import type { AutomaticCheckCode } from '@verba/domain';

/** Message keys of the automatic checks' findings the staff review queue shows. */
export const automaticCheckKeys: Record<AutomaticCheckCode, string> = {
  CREATIVE_URL_INVALID: 'staff:campaigns.checks.CREATIVE_URL_INVALID',
  MEDIUM_RECTANGLE_MISSING: 'staff:campaigns.checks.MEDIUM_RECTANGLE_MISSING',
  PROHIBITED_WORD: 'staff:campaigns.checks.PROHIBITED_WORD',
};
