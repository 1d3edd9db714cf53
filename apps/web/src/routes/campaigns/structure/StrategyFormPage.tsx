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
} from '../../../hooks/api/campaigns';
import { ButtonLink } from '../../advertisers/links';
import { CampaignLoadState } from '../CampaignLoadState';
import { strategyFormErrors, strategyPathPrefix } from './draft-check';
import { fieldError } from './form-errors';
import { notFound } from './not-found';
import { formErrorsOfFailure } from './submit-error';
import { StrategyFields } from '../wizard/StrategyFields';
import { emptyStrategy, strategyBodyOf, strategyValuesOf, type StrategyValues } from '../wizard/wizard-form';

const createRoute = getRouteApi('/app/campaigns/$cId/packages/$pId/lines/create');
const editRoute = getRouteApi('/app/campaigns/$cId/lines/$id/edit');

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
  const [values, setValues] = useState<StrategyValues>(() =>
    strategy ? strategyValuesOf(strategy, campaign.currency) : emptyStrategy(),
  );
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const { id: _id, ...body } = strategyBodyOf(values, campaign.currency);
  const rules = submitted ? strategyFormErrors(campaign, groupId, strategy?.id, body) : {};
  const given: Record<string, unknown> = {
    name: body.name,
    budget: body.budget,
    'bid.type': body.bid.type,
    'bid.amount': body.bid.amount,
  };
  const errorAt = (field: string) =>
    fieldError(t, rules, server, field) ??
    (submitted && field in given && !given[field] ? t('validation:required') : undefined);
  const group = campaign.groups.find((g) => g.id === groupId)!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const missing = Object.values(given).some((value) => !value);
    if (missing || Object.keys(strategyFormErrors(campaign, groupId, strategy?.id, body)).length > 0) return;
    try {
      const answer = await save.mutateAsync({
        groupId,
        strategyId: strategy?.id,
        input: strategy ? { ...body, version: campaign.version } : body,
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
            errorAt={errorAt}
            type={campaign.type}
            advertiserId={campaign.advertiser_id}
            currency={campaign.currency}
            testId="strategy"
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
