import { Anchor, List, Text } from '@mantine/core';
import type { ConnectionPurpose } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from '../../../components/use-href-link';

/** What the advertiser must connect before the campaign runs, with the link to its connections page. */
export function ChannelNeeds({
  needs,
  advertiserId,
}: {
  needs: readonly ConnectionPurpose[];
  advertiserId: string;
}) {
  const { t } = useTranslation();
  const link = useHrefLink();
  if (needs.length === 0) return null;
  const { href, onClick } = link(`/advertisers/${advertiserId}/connections`);
  return (
    <div data-testid="channel-needs">
      <Text size="sm" fw={600}>
        {t('campaigns:channel.needs_title')}
      </Text>
      <List size="sm" spacing={4}>
        {needs.map((need) => (
          <List.Item key={need}>{t(`campaigns:channel.needs.${need}`)}</List.Item>
        ))}
      </List>
      {advertiserId && (
        <Anchor size="sm" href={href} onClick={onClick} data-testid="channel-connect">
          {t('campaigns:channel.connect')}
        </Anchor>
      )}
    </div>
  );
}
