import { Button, Group, Paper, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/forms/FormSection';
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
import { fieldError } from './form-errors';
import { formErrorsOfFailure } from './submit-error';
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
  const [values, setValues] = useState<GroupValues>(() =>
    group ? groupValuesOf(group, campaign.currency) : emptyGroup(),
  );
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const { id: _id, ...body } = groupBodyOf(values, campaign.currency);
  const rules = submitted ? groupFormErrors(campaign, group?.id, body) : {};
  const errorAt = (field: string) =>
    fieldError(t, rules, server, field) ??
    (submitted && field === 'name' && !body.name ? t('validation:required') : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!body.name || Object.keys(groupFormErrors(campaign, group?.id, body)).length > 0) return;
    try {
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
    } catch (failure) {
      setServer(formErrorsOfFailure(failure, groupPathPrefix));
    }
  }

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title={group ? t('campaigns:pages.group.edit_title') : t('campaigns:pages.group.create_title')}
        subtitle={campaign.name ?? t('campaigns:pages.unnamed')}
      />
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Stack gap="md">
          <GroupFields
            value={values}
            onChange={(next) => {
              setValues(next);
              setServer({});
            }}
            errorAt={errorAt}
            currency={campaign.currency}
            testId="group"
          />
          <Group justify="flex-end" gap="sm">
            <ButtonLink variant="default" to="/campaigns/$id" params={{ id: campaign.id }}>
              {t('campaigns:pages.actions.cancel')}
            </ButtonLink>
            <Button type="submit" loading={save.isPending} data-testid="group-save">
              {t('campaigns:pages.actions.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
