import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ruleScopes } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCampaign, useCampaignList } from '../../hooks/api/campaigns';

type Scope = Exclude<(typeof ruleScopes)[number], 'company'>;

/** One of the company's campaigns, searched on the server by name as the user types. */
function CampaignSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const { data } = useCampaignList({ page: 1, per_page: 50, ...(q && { q }) });
  return (
    <Select
      label={t('alerts:rules.scopes.campaign')}
      placeholder={t('alerts:rules.pick_campaign')}
      searchable
      onSearchChange={setSearch}
      data={(data?.data ?? []).map((c) => ({ value: c.id, label: c.name ?? t('campaigns:pages.unnamed') }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage={t('alerts:rules.nothing_found')}
      error={error}
    />
  );
}

/**
 * What a rule watches, picked by name among the company's own objects: an advertiser, a campaign,
 * or a group or strategy of a campaign picked first. The form keeps only the chosen id.
 */
export function AlertScopePicker({
  scope,
  value,
  onChange,
  error,
}: {
  scope: Scope;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [campaignId, setCampaignId] = useState('');
  const advertisers = useAdvertisers({ page: 1, per_page: 50, ...(q && { search: q }) });
  const campaign = useCampaign(scope === 'group' || scope === 'strategy' ? campaignId || undefined : undefined);

  if (scope === 'campaign') return <CampaignSelect value={value} onChange={onChange} error={error} />;
  if (scope === 'advertiser')
    return (
      <Select
        label={t('alerts:rules.scopes.advertiser')}
        placeholder={t('alerts:rules.pick_advertiser')}
        searchable
        onSearchChange={setSearch}
        data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        nothingFoundMessage={t('alerts:rules.nothing_found')}
        error={error}
      />
    );
  const groups = campaign.data?.groups ?? [];
  const options =
    scope === 'group'
      ? groups.map((g) => ({ value: g.id, label: g.name ?? t('campaigns:pages.unnamed') }))
      : groups.flatMap((g) =>
          g.strategies.map((s) => ({
            value: s.id,
            label: `${g.name ?? t('campaigns:pages.unnamed')} › ${s.name ?? t('campaigns:pages.unnamed')}`,
          })),
        );
  return (
    <>
      <CampaignSelect
        value={campaignId}
        onChange={(id) => {
          setCampaignId(id);
          onChange('');
        }}
      />
      <Select
        label={t(`alerts:rules.scopes.${scope}`)}
        placeholder={t(scope === 'group' ? 'alerts:rules.pick_group' : 'alerts:rules.pick_strategy')}
        disabled={!campaignId}
        searchable
        data={options}
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        nothingFoundMessage={t('alerts:rules.nothing_found')}
        error={error}
      />
    </>
  );
}
