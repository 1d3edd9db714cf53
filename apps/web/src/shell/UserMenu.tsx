import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconPlugConnected,
  IconPhotoCheck,
  IconArrowBackUp,
  IconActivity,
  IconChevronDown,
  IconClipboardList,
  IconId,
  IconLogout,
  IconReceipt,
  IconSettings,
  IconTarget,
  IconSpeakerphone,
  IconInbox,
  IconLifebuoy,
  IconLayoutDashboard,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHrefLink } from '../components/use-href-link';
import { useCurrentUser } from '../session/current-user';
import { useSession } from '../session/session-store';
import { initialsOf } from './initials';
import { useSessionNavigation } from './session-navigation';
import classes from './AppLayout.module.css';

/** The signed-in user: settings, the staff back office (platform staff only), stop impersonating (while impersonating) and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { impersonating } = useSession();
  const link = useHrefLink();
  const session = useSessionNavigation();
  const settings = link('/settings');
  const staffPayments = link('/staff/payments');
  const staffUsers = link('/staff/users');
  const staffDocumentChanges = link('/staff/document-changes');
  const staffCreatives = link('/staff/creatives');
  const staffPixels = link('/staff/pixels');
  const staffCampaigns = link('/staff/campaigns');
  const staffCampaignRequests = link('/staff/campaign-requests');
  const staffManaged = link('/staff/managed-campaigns');
  const staffSupport = link('/staff/support');
  const staffDelivery = link('/staff/delivery');
  const staffExchanges = link('/staff/exchanges');
  const staffDashboardRequests = link('/staff/dashboard-requests');

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('shell:menu.open', { name: user.name })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color={impersonating ? 'yellow' : 'verba'} radius="xl" size={32}>
              {initialsOf(user.name)}
            </Avatar>
            <div className={classes.userText}>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} truncate>
                {user.company.trade_name || user.company.legal_name}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          component="a"
          href={settings.href}
          onClick={settings.onClick}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('shell:menu.settings')}
        </Menu.Item>
        {user.is_staff && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('staff:menu.label')}</Menu.Label>
            <Menu.Item
              component="a"
              href={staffPayments.href}
              onClick={staffPayments.onClick}
              leftSection={<IconReceipt size={16} aria-hidden />}
            >
              {t('staff:menu.payments')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffUsers.href}
              onClick={staffUsers.onClick}
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              {t('staff:menu.users')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffDocumentChanges.href}
              onClick={staffDocumentChanges.onClick}
              leftSection={<IconId size={16} aria-hidden />}
            >
              {t('staff:menu.document_changes')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffCreatives.href}
              onClick={staffCreatives.onClick}
              leftSection={<IconPhotoCheck size={16} aria-hidden />}
            >
              {t('creatives:review.menu')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffPixels.href}
              onClick={staffPixels.onClick}
              leftSection={<IconTarget size={16} aria-hidden />}
            >
              {t('staff:menu.pixels')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffCampaigns.href}
              onClick={staffCampaigns.onClick}
              leftSection={<IconSpeakerphone size={16} aria-hidden />}
            >
              {t('staff:menu.campaigns')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffCampaignRequests.href}
              onClick={staffCampaignRequests.onClick}
              leftSection={<IconInbox size={16} aria-hidden />}
            >
              {t('staff:menu.campaign_requests')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffSupport.href}
              onClick={staffSupport.onClick}
              leftSection={<IconLifebuoy size={16} aria-hidden />}
            >
              {t('support:staff.menu')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffManaged.href}
              onClick={staffManaged.onClick}
              leftSection={<IconClipboardList size={16} aria-hidden />}
            >
              {t('manualDelivery:list.title')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffDelivery.href}
              onClick={staffDelivery.onClick}
              leftSection={<IconActivity size={16} aria-hidden />}
            >
              {t('delivery:staff.menu')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffExchanges.href}
              onClick={staffExchanges.onClick}
              leftSection={<IconPlugConnected size={16} aria-hidden />}
            >
              {t('exchanges:menu')}
            </Menu.Item>
            <Menu.Item
              component="a"
              href={staffDashboardRequests.href}
              onClick={staffDashboardRequests.onClick}
              leftSection={<IconLayoutDashboard size={16} aria-hidden />}
            >
              {t('dashboards:staff.menu')}
            </Menu.Item>
          </>
        )}
        {impersonating && (
          <Menu.Item
            color="yellow.8"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => void session.stopImpersonation()}
          >
            {t('shell:menu.stop_impersonating')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void session.logout()}
        >
          {t('shell:menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
