import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/forms/FormSection';
import {
  useCampaign,
  useSaveGroup,
  type CampaignDetail,
  type CampaignGroup,
  type GroupInput,
} from '../../../hooks/api/campaigns';
import { ButtonLink } from '../../advertisers/links';
import { notFound } from './not-found';
import { CampaignLoadState } from '../CampaignLoadState';
import { groupFormErrors, groupPathPrefix } from './draft-check';
import { fieldError } from './form-errors';
import { MoneyField } from './MoneyField';
import { formErrorsOfFailure } from './submit-error';

const createRoute = getRouteApi('/app/campaigns/$cId/packages/create');
const editRoute = getRouteApi('/app/campaigns/$cId/packages/$id/edit');

const inputOf = (group: CampaignGroup | undefined): GroupInput => ({
  name: group?.name ?? undefined,
  goal: group?.goal ?? undefined,
  start_date: group?.start_date ?? undefined,
  end_date: group?.end_date ?? undefined,
  budget: group?.budget ?? undefined,
});

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
  const [values, setValues] = useState<GroupInput>(() => inputOf(group));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const rules = submitted ? groupFormErrors(campaign, group?.id, values) : {};
  const error = (field: string) => fieldError(t, rules, server, field);
  const set = (patch: GroupInput) => {
    setValues((v) => ({ ...v, ...patch }));
    setServer({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!values.name || Object.keys(groupFormErrors(campaign, group?.id, values)).length > 0) return;
    try {
      const answer = await save.mutateAsync({
        groupId: group?.id,
        input: group ? { ...values, version: campaign.version } : values,
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
          <TextInput
            label={t('campaigns:pages.group.name')}
            value={values.name ?? ''}
            onChange={(event) => set({ name: event.currentTarget.value || undefined })}
            error={error('name') ?? (submitted && !values.name ? t('validation:required') : undefined)}
            maxLength={128}
            withAsterisk
            data-testid="group-name"
          />
          <TextInput
            label={t('campaigns:pages.group.goal')}
            value={values.goal ?? ''}
            onChange={(event) => set({ goal: event.currentTarget.value || undefined })}
            error={error('goal')}
            maxLength={128}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="date"
              label={t('campaigns:pages.group.start_date')}
              value={values.start_date ?? ''}
              onChange={(event) => set({ start_date: event.currentTarget.value || undefined })}
              error={error('start_date')}
            />
            <TextInput
              type="date"
              label={t('campaigns:pages.group.end_date')}
              value={values.end_date ?? ''}
              onChange={(event) => set({ end_date: event.currentTarget.value || null })}
              error={error('end_date')}
            />
          </SimpleGrid>
          <MoneyField
            label={t('campaigns:pages.group.budget')}
            value={values.budget}
            onChange={(budget) => set({ budget })}
            currency={campaign.currency}
            error={error('budget')}
            required
            testId="group-budget"
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
