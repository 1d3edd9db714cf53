import {
  Anchor,
  Breadcrumbs,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconExternalLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconChartLine,
  IconPlugConnected,
  IconPlus,
  IconWallet,
} from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { can, formatDate, formatDocument, formatMoney } from '@verba/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyMask, zipcodeMask } from '../../components/forms/masks';
import { useAdvertiser, type AdvertiserDetail } from '../../hooks/api/advertisers';
import { useCurrentUser } from '../../session/current-user';
import { NewPaymentModal } from '../finances/payments/NewPaymentModal';
import { AdCategoryNames } from './AdCategoryNames';
import { AdvertiserAvatar, AdvertiserStatusBadge } from './AdvertiserBadges';
import { AdvertiserLoadState } from './AdvertiserLoadState';
import { ConfirmStatusModal } from './ConfirmStatusModal';
import { countryName } from './country-names';
import { CouponCard } from './CouponCard';
import { WalletActivity } from './WalletActivity';
import { ConnectedCampaigns } from './ConnectedCampaigns';
import { AdvertiserCreatives } from '../creatives/list/AdvertiserCreatives';
import { AdvertiserCampaigns } from '../campaigns/AdvertiserCampaigns';
import { AnchorLink, ButtonLink } from './links';
import { HelpLink } from '../../components/HelpLink';

const route = getRouteApi('/app/advertisers/$id');

/** `/advertisers/{id}` (spec §2): the advertiser, its balance and wallet activity, coupon and status. */
export function AdvertiserDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const advertiser = useAdvertiser(id);
  const data = advertiser.data;

  return (
    <Stack gap="lg" maw={1200}>
      <Breadcrumbs>
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        <span>{data?.display_name ?? '…'}</span>
      </Breadcrumbs>
      {data ? (
        <Detail advertiser={data} />
      ) : (
        <AdvertiserLoadState error={advertiser.error} onRetry={() => void advertiser.refetch()} />
      )}
    </Stack>
  );
}

function Detail({ advertiser }: { advertiser: AdvertiserDetail }) {
  const { t, i18n } = useTranslation();
  const tab = route.useSearch().tab ?? 'overview';
  const navigate = route.useNavigate();
  const me = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const [addingFunds, setAddingFunds] = useState(false);
  const active = advertiser.status === 'active';
  const a = advertiser;
  const address = [
    [a.address.street, a.address.number].filter(Boolean).join(', '),
    a.address.complement,
    a.address.neighborhood,
    [a.address.city, a.address.state].filter(Boolean).join(' – '),
    a.country === 'BR' ? applyMask(a.address.zipcode, zipcodeMask) : a.address.zipcode,
  ].filter(Boolean);

  return (
    <>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" miw={0}>
          <AdvertiserAvatar logoUrl={a.logo_url} name={a.display_name} size={64} muted={!active} />
          <Stack gap={4} miw={0}>
            <Group gap="sm">
              <Title order={1} size="h2">
                {a.display_name}
              </Title>
              <AdvertiserStatusBadge status={a.status} />
              <HelpLink />
            </Group>
            <Text c="dimmed" size="sm">
              {a.name}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <ButtonLink
            to="/advertisers/$id/connections"
            params={{ id: a.id }}
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
          >
            {t('connections:title')}
          </ButtonLink>
          <ButtonLink
            to="/advertisers/$id/connected-accounts"
            params={{ id: a.id }}
            variant="default"
            leftSection={<IconChartLine size={16} />}
          >
            {t('connections:connected.title')}
          </ButtonLink>
          <Button
            variant={active ? 'default' : 'filled'}
            color={active ? 'orange' : undefined}
            leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
            onClick={() => setConfirming(true)}
          >
            {active ? t('advertisers:actions.deactivate') : t('advertisers:actions.activate')}
          </Button>
          {active ? (
            <ButtonLink
              to="/advertisers/$id/edit"
              params={{ id: a.id }}
              leftSection={<IconPencil size={16} />}
            >
              {t('advertisers:actions.edit')}
            </ButtonLink>
          ) : (
            <Tooltip label={t('errors:ADVERTISER_INACTIVE')} withArrow multiline w={260}>
              <Button
                leftSection={<IconPencil size={16} />}
                data-disabled
                onClick={(event) => event.preventDefault()}
              >
                {t('advertisers:actions.edit')}
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({
            search: value === 'creatives' || value === 'campaigns' ? { tab: value } : {},
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview">{t('advertisers:tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="creatives">{t('creatives:nav')}</Tabs.Tab>
          <Tabs.Tab value="campaigns">{t('campaigns:pages.nav')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="campaigns">
          <AdvertiserCampaigns advertiserId={a.id} />
        </Tabs.Panel>
        <Tabs.Panel value="creatives">
          <AdvertiserCreatives advertiserId={a.id} canCreate={active} />
        </Tabs.Panel>
        <Tabs.Panel value="overview">
          <Stack gap="lg">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <Paper withBorder radius="md" p="lg">
                    <Group gap="xs" mb={4}>
                      <IconWallet size={18} />
                      <Text size="sm" c="dimmed">
                        {t('advertisers:balance.title')}
                      </Text>
                    </Group>
                    <Text fz={32} fw={700} data-testid="advertiser-balance" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(a.balance, a.currency)}
                    </Text>
                    <Text size="xs" c="dimmed" mt={4}>
                      {t('advertisers:balance.hint')}
                    </Text>
                    {active && can.manageFinance(me.role) && (
                      <Button
                        variant="light"
                        mt="md"
                        fullWidth
                        leftSection={<IconPlus size={16} />}
                        onClick={() => setAddingFunds(true)}
                      >
                        {t('finances:wallets.add_funds')}
                      </Button>
                    )}
                  </Paper>
                  <CouponCard advertiser={a} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Paper withBorder radius="md" p="lg">
                  <Title order={2} size="h5" mb="md">
                    {t('advertisers:details.title')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
                    <Field label={t('advertisers:details.website')}>
                      <Anchor href={a.website} target="_blank" rel="noopener noreferrer" size="sm">
                        <Group gap={4} wrap="nowrap">
                          {a.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                          <IconExternalLink size={14} />
                        </Group>
                      </Anchor>
                    </Field>
                    <Field label={t('advertisers:details.currency_country')}>
                      {a.currency} · {countryName(a.country, i18n.language)}
                    </Field>
                    <Field label={t('advertisers:details.billing_profile')}>
                      {a.billing_profile === 'COMPANY'
                        ? t('advertisers:billing_profile.COMPANY')
                        : t('advertisers:billing_profile.ADVERTISER')}
                    </Field>
                    <Field label={t('advertisers:details.registered_at')}>
                      {formatDate(a.created_at, i18n.language)}
                    </Field>
                    <Field label={t('advertisers:details.owner')}>
                      <Stack gap={0}>
                        <span>{a.owner_name}</span>
                        {a.owner_business_name && (
                          <Text size="xs" c="dimmed">
                            {a.owner_business_name}
                          </Text>
                        )}
                        <Text size="xs" c="dimmed">
                          {a.owner_document_type} {formatDocument(a.owner_document)}
                        </Text>
                      </Stack>
                    </Field>
                    <Field label={t('advertisers:details.company_tax_id')}>
                      {a.company_tax_id ? formatDocument(a.company_tax_id) : '—'}
                    </Field>
                    <Field label={t('advertisers:details.address')}>
                      <Stack gap={0}>
                        {address.map((line) => (
                          <span key={line}>{line}</span>
                        ))}
                      </Stack>
                    </Field>
                    <Field label={t('advertisers:details.ad_categories')}>
                      <AdCategoryNames ids={a.ad_category_ids} />
                    </Field>
                    {a.status_changed_at && (
                      <Field
                        label={
                          active
                            ? t('advertisers:details.activated_at')
                            : t('advertisers:details.deactivated_at')
                        }
                      >
                        {formatDate(a.status_changed_at, i18n.language)}
                      </Field>
                    )}
                  </SimpleGrid>
                </Paper>
              </Grid.Col>
            </Grid>

            <ConnectedCampaigns advertiserId={a.id} />
            <WalletActivity advertiser={a} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ConfirmStatusModal advertiser={a} opened={confirming} onClose={() => setConfirming(false)} />
      <NewPaymentModal opened={addingFunds} advertiserId={a.id} onClose={() => setAddingFunds(false)} />
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
