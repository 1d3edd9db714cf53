import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileImport, IconHeadset, IconPlus } from '@tabler/icons-react';
import { campaignTypeByRouteSlug } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from '../../components/use-href-link';
import { useTypeNotLive } from './channel/ChannelNotLive';

const slugs = Object.keys(campaignTypeByRouteSlug) as (keyof typeof campaignTypeByRouteSlug)[];

/**
 * "Nova campanha": one entry per creation route of spec §2 (`/campaigns/<slug>/create`), the
 * generic `/campaigns/create`, the import and the managed-campaign request.
 */
export function NewCampaignMenu() {
  const { t } = useTranslation();
  const link = useHrefLink();
  const notLive = useTypeNotLive();
  const item = (href: string) => {
    const { href: to, onClick } = link(href);
    return { component: 'a' as const, href: to, onClick };
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconPlus size={18} />} rightSection={<IconChevronDown size={16} />}>
          {t('campaigns:pages.new.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('campaigns:pages.new.by_type')}</Menu.Label>
        {slugs.map((slug) => (
          <Menu.Item
            key={slug}
            {...item(`/campaigns/${slug}/create`)}
            // Its platform is not live here: a draft can be prepared, not published (issue 27).
            rightSection={
              notLive(campaignTypeByRouteSlug[slug]) && (
                <Badge size="xs" variant="light" color="gray">
                  {t('campaigns:channel.coming_soon')}
                </Badge>
              )
            }
          >
            {t(`campaigns:types.${campaignTypeByRouteSlug[slug]}`)}
          </Menu.Item>
        ))}
        <Menu.Item {...item('/campaigns/create')}>{t('campaigns:pages.new.choose_later')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item {...item('/campaigns/import')} leftSection={<IconFileImport size={16} />}>
          {t('campaigns:pages.new.import')}
        </Menu.Item>
        <Menu.Item {...item('/campaigns/request')} leftSection={<IconHeadset size={16} />}>
          {t('campaigns:pages.new.request')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
