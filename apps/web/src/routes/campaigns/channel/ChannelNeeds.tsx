import { Anchor, Badge, List, Text } from '@mantine/core';
import type { ConnectionPurpose } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from '../../../components/use-href-link';

/**
 * What the advertiser must connect before the campaign runs, with the link to its connections
 * page; with `missing` (the campaign page), each says whether it is connected.
 */
export function ChannelNeeds({
  needs,
  advertiserId,
  missing,
}: {
  needs: readonly ConnectionPurpose[];
  advertiserId: string;
  missing?: readonly ConnectionPurpose[];
}) {
  const { t } = useTranslation();
  const link = useHrefLink();
  if (needs.length === 0) return null;
  const { href, onClick } = link(`/advertisers/${advertiserId}/connections`);
  return (
    <div data-testid="channel-needs">
      <Text size="sm" fw={600}>
        {t(missing ? 'campaigns:channel.needs_title_page' : 'campaigns:channel.needs_title')}
      </Text>
      <List size="sm" spacing={4}>
        {needs.map((need) => (
          <List.Item key={need}>
            {t(`campaigns:channel.needs.${need}`)}{' '}
            {missing && (
              <Badge size="xs" variant="light" color={missing.includes(need) ? 'orange' : 'green'}>
                {t(missing.includes(need) ? 'campaigns:channel.not_connected' : 'campaigns:channel.connected')}
              </Badge>
            )}
          </List.Item>
        ))}
      </List>
      {advertiserId && (!missing || missing.length > 0) && (
        <Anchor size="sm" href={href} onClick={onClick} data-testid="channel-connect">
          {t('campaigns:channel.connect')}
        </Anchor>
      )}
    </div>
  );
}
