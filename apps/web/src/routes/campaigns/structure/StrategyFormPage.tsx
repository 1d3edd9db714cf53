import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  useCampaign,
  useSaveStrategy,
  type CampaignDetail,
  type CampaignStrategy,
} from '../../../hooks/api/campaigns';
import { ButtonLink } from '../../advertisers/links';
import { CampaignLoadState } from '../CampaignLoadState';
import { strategyFormErrors, strategyPathPrefix } from './draft-check';
import { notFound } from './not-found';
import { StructureFormFrame, useStructureForm } from './StructureForm';
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
  const group = campaign.groups.find((g) => g.id === groupId)!;
  const form = useStructureForm({
    initial: (): StrategyValues =>
      strategy ? strategyValuesOf(strategy, campaign.currency) : emptyStrategy(),
    bodyOf: (values: StrategyValues) => {
      const { id: _id, ...body } = strategyBodyOf(values, campaign.currency);
      return body;
    },
    rulesOf: (body) => strategyFormErrors(campaign, groupId, strategy?.id, body),
    required: (body) => ({
      name: body.name,
      budget: body.budget,
      'bid.type': body.bid.type,
      'bid.amount': body.bid.amount,
    }),
    pathPrefix: strategyPathPrefix,
    save: async (body) => {
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
    },
  });

  return (
    <StructureFormFrame
      title={strategy ? t('campaigns:pages.strategy.edit_title') : t('campaigns:pages.strategy.create_title')}
      subtitle={`${campaign.name ?? t('campaigns:pages.unnamed')} · ${group.name ?? t('campaigns:pages.unnamed')}`}
      maw={960}
      gap="lg"
      onSubmit={form.submit}
      saving={save.isPending}
      saveTestId="strategy-save"
      cancel={
        <ButtonLink
          variant="default"
          to="/campaigns/$cId/ad-groups/$id"
          params={{ cId: campaign.id, id: groupId }}
        >
          {t('campaigns:pages.actions.cancel')}
        </ButtonLink>
      }
    >
      <StrategyFields
        value={form.values}
        onChange={form.onChange}
        errorAt={form.errorAt}
        currency={campaign.currency}
        type={campaign.type}
        advertiserId={campaign.advertiser_id}
        testId="strategy"
      />
    </StructureFormFrame>
  );
}
