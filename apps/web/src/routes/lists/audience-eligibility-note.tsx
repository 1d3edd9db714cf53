import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { audienceEligibility, formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';

/**
 * Explains the age rule before the user tries (spec §5): whether this advertiser may have an
 * e-mail audience now, and from when otherwise. The server enforces the same rule.
 */
export function AudienceEligibilityNote({
  advertiserCreatedAt,
}: {
  advertiserCreatedAt: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (!advertiserCreatedAt)
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('lists:eligibility.rule')}
      </Alert>
    );
  const eligibility = audienceEligibility({
    advertiserCreatedAt: new Date(advertiserCreatedAt),
    now: new Date(),
  });
  if (eligibility.allowed.includes('custom'))
    return (
      <Alert variant="light" color="green" icon={<IconInfoCircle size={18} />}>
        {t('lists:eligibility.allowed')}
      </Alert>
    );
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconInfoCircle size={18} />}
      data-testid="audience-eligibility"
    >
      {t('lists:eligibility.rule')}{' '}
      {t('lists:eligibility.available_on', {
        date: formatDate(eligibility.ownAndCustomAfter, i18n.language),
      })}
    </Alert>
  );
}

/** Whether the rule lets this advertiser have an e-mail audience now. */
export const mayHaveEmailAudience = (advertiserCreatedAt: string | undefined) =>
  advertiserCreatedAt !== undefined &&
  audienceEligibility({
    advertiserCreatedAt: new Date(advertiserCreatedAt),
    now: new Date(),
  }).allowed.includes('custom');
