import { Button, Group, Paper, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/forms/FormSection';
import {
  useCampaign,
  useSaveStrategy,
  type CampaignDetail,
  type CampaignStrategy,
  type StrategyInput,
  frequencyCapInput,
} from '../../../hooks/api/campaigns';
import { ButtonLink } from '../../advertisers/links';
import { CampaignLoadState } from '../CampaignLoadState';
import { strategyFormErrors, strategyPathPrefix } from './draft-check';
import { fieldError } from './form-errors';
import { notFound } from './not-found';
import { StrategyFields } from './StrategyFields';
import { formErrorsOfFailure } from './submit-error';

const createRoute = getRouteApi('/app/campaigns/$cId/packages/$pId/lines/create');
const editRoute = getRouteApi('/app/campaigns/$cId/lines/$id/edit');

/** The form's value of a saved strategy (the API's nulls dropped). */
export function strategyInputOf(s: CampaignStrategy | undefined, campaign: CampaignDetail): StrategyInput {
  if (!s) return { frequency_cap: null, bid: {} };
  return {
    name: s.name ?? undefined,
    budget: s.budget ?? undefined,
    audience_ids: s.audience_ids,
    locations: s.locations,
    browsers: s.browsers,
    devices: s.devices,
    environments: s.environments,
    genders: s.genders,
    age_ranges: s.age_ranges,
    list_ids: s.list_ids,
    content_category_ids: s.content_category_ids,
    bid: { type: s.bid.type ?? undefined, amount: s.bid.amount ?? undefined },
    frequency_cap: frequencyCapInput(s.frequency_cap),
    version: campaign.version,
  };
}

/** `/campaigns/{cId}/packages/{pId}/lines/create`. */
export function StrategyCreatePage() {
  const { cId, pId } = createRoute.useParams();
  const campaign = useCampaign(cId);
  if (!campaign.data || !campaign.data.groups.some((g) => g.id === pId))
    return (
      <CampaignLoadState
        error={campaign.error ?? (campaign.data ? notFound : null)}
        onRetry={() => void campaign.refetch()}
      />
    );
  return <StrategyForm campaign={campaign.data} groupId={pId} />;
}

/** `/campaigns/{cId}/lines/{id}/edit`. */
export function StrategyEditPage() {
  const { cId, id } = editRoute.useParams();
  const campaign = useCampaign(cId);
  const group = campaign.data?.groups.find((g) => g.strategies.some((s) => s.id === id));
  if (!campaign.data || !group)
    return (
      <CampaignLoadState
        error={campaign.error ?? (campaign.data ? notFound : null)}
        onRetry={() => void campaign.refetch()}
      />
    );
  return (
    <StrategyForm
      campaign={campaign.data}
      groupId={group.id}
      strategy={group.strategies.find((s) => s.id === id)}
    />
  );
}

function StrategyForm({
  campaign,
  groupId,
  strategy,
}: {
  campaign: CampaignDetail;
  groupId: string;
  strategy?: CampaignStrategy | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveStrategy(campaign.id);
  const [values, setValues] = useState<StrategyInput>(() => strategyInputOf(strategy, campaign));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const rules = submitted ? strategyFormErrors(campaign, groupId, strategy?.id, values) : {};
  const required = (field: 'name' | 'budget' | 'bid.type' | 'bid.amount') => {
    const value =
      field === 'bid.type' ? values.bid?.type : field === 'bid.amount' ? values.bid?.amount : values[field];
    return submitted && !value ? t('validation:required') : undefined;
  };
  const fields = ['name', 'budget', 'bid.type', 'bid.amount', 'audience_ids', 'locations'] as const;
  const capFields = ['frequency_cap.count', 'frequency_cap.period', 'frequency_cap.unit'];
  const errors: Record<string, string | undefined> = Object.fromEntries(
    [...fields, ...capFields].map((f) => [
      f,
      fieldError(t, rules, server, f) ??
        (f === 'name' || f === 'budget' || f === 'bid.type' || f === 'bid.amount' ? required(f) : undefined),
    ]),
  );
  const group = campaign.groups.find((g) => g.id === groupId)!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const missing = !values.name || !values.budget || !values.bid?.type || !values.bid.amount;
    if (missing || Object.keys(strategyFormErrors(campaign, groupId, strategy?.id, values)).length > 0)
      return;
    try {
      const answer = await save.mutateAsync({
        groupId,
        strategyId: strategy?.id,
        input: strategy ? { ...values, version: campaign.version } : { ...values, version: undefined },
      });
      const known = new Set(group.strategies.map((s) => s.id));
      const id =
        strategy?.id ??
        answer.groups.find((g) => g.id === groupId)?.strategies.find((s) => !known.has(s.id))?.id;
      void navigate(
        id
          ? { to: '/campaigns/$cId/lines/$id', params: { cId: campaign.id, id } }
          : { to: '/campaigns/$cId/ad-groups/$id', params: { cId: campaign.id, id: groupId } },
      );
    } catch (failure) {
      setServer(formErrorsOfFailure(failure, strategyPathPrefix));
    }
  }

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={
          strategy ? t('campaigns:pages.strategy.edit_title') : t('campaigns:pages.strategy.create_title')
        }
        subtitle={`${campaign.name ?? t('campaigns:pages.unnamed')} · ${group.name ?? t('campaigns:pages.unnamed')}`}
      />
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Stack gap="lg">
          <StrategyFields
            value={values}
            onChange={(next) => {
              setValues(next);
              setServer({});
            }}
            errors={errors}
            campaignType={campaign.type}
            advertiserId={campaign.advertiser_id}
            currency={campaign.currency}
          />
          <Group justify="flex-end" gap="sm">
            <ButtonLink
              variant="default"
              to="/campaigns/$cId/ad-groups/$id"
              params={{ cId: campaign.id, id: groupId }}
            >
              {t('campaigns:pages.actions.cancel')}
            </ButtonLink>
            <Button type="submit" loading={save.isPending} data-testid="strategy-save">
              {t('campaigns:pages.actions.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
