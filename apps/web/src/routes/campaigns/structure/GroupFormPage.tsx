import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  useCampaign,
  useSaveGroup,
  type CampaignDetail,
  type CampaignGroup,
} from '../../../hooks/api/campaigns';
import { ButtonLink } from '../../advertisers/links';
import { notFound } from './not-found';
import { CampaignLoadState } from '../CampaignLoadState';
import { groupFormErrors, groupPathPrefix } from './draft-check';
import { StructureFormFrame, useStructureForm } from './StructureForm';
import { GroupFields } from '../wizard/GroupFields';
import { emptyGroup, groupBodyOf, groupValuesOf, type GroupValues } from '../wizard/wizard-form';

const createRoute = getRouteApi('/app/campaigns/$cId/packages/create');
const editRoute = getRouteApi('/app/campaigns/$cId/packages/$id/edit');

/** `/campaigns/{cId}/packages/create`. */
export function GroupCreatePage() {
  const { cId } = createRoute.useParams();
  return <GroupFormLoader campaignId={cId} />;
}

/** `/campaigns/{cId}/packages/{id}/edit`. */
export function GroupEditPage() {
  const { cId, id } = editRoute.useParams();
  return <GroupFormLoader campaignId={cId} groupId={id} />;
}

function GroupFormLoader({ campaignId, groupId }: { campaignId: string; groupId?: string }) {
  const campaign = useCampaign(campaignId);
  const group = groupId ? campaign.data?.groups.find((g) => g.id === groupId) : undefined;
  if (!campaign.data || (groupId && !group))
    return (
      <CampaignLoadState
        error={campaign.error ?? (campaign.data ? notFound : null)}
        onRetry={() => void campaign.refetch()}
      />
    );
  return <GroupForm campaign={campaign.data} group={group} />;
}

/** The group form (name, goal, period, budget), checked by the domain's rules as it is filled in. */
function GroupForm({ campaign, group }: { campaign: CampaignDetail; group: CampaignGroup | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveGroup(campaign.id);
  const form = useStructureForm({
    initial: (): GroupValues => (group ? groupValuesOf(group, campaign.currency) : emptyGroup()),
    bodyOf: (values: GroupValues) => {
      const { id: _id, ...body } = groupBodyOf(values, campaign.currency);
      return body;
    },
    rulesOf: (body) => groupFormErrors(campaign, group?.id, body),
    required: (body) => ({ name: body.name }),
    pathPrefix: groupPathPrefix,
    save: async (body) => {
      const answer = await save.mutateAsync({
        groupId: group?.id,
        input: group ? { ...body, version: campaign.version } : body,
      });
      const known = new Set(campaign.groups.map((g) => g.id));
      const id = group?.id ?? answer.groups.find((g) => !known.has(g.id))?.id;
      void navigate(
        id
          ? { to: '/campaigns/$cId/ad-groups/$id', params: { cId: campaign.id, id } }
          : { to: '/campaigns/$id', params: { id: campaign.id } },
      );
    },
  });

  return (
    <StructureFormFrame
      title={group ? t('campaigns:pages.group.edit_title') : t('campaigns:pages.group.create_title')}
      subtitle={campaign.name ?? t('campaigns:pages.unnamed')}
      maw={860}
      gap="md"
      onSubmit={form.submit}
      saving={save.isPending}
      saveTestId="group-save"
      cancel={
        <ButtonLink variant="default" to="/campaigns/$id" params={{ id: campaign.id }}>
          {t('campaigns:pages.actions.cancel')}
        </ButtonLink>
      }
    >
      <GroupFields
        value={form.values}
        onChange={form.onChange}
        errorAt={form.errorAt}
        currency={campaign.currency}
        testId="group"
      />
    </StructureFormFrame>
  );
}
