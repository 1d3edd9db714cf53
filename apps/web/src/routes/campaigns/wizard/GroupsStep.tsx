import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { campaignLimits } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { emptyGroup, type GroupValues } from './wizard-form';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';
import { DateField, MoneyField } from './WizardFields';

/** Step 4: the campaign's groups (name, goal, period, budget); added, edited and removed here. */
export function GroupsStep({ values, change, issues, currency }: StepProps) {
  const { t } = useTranslation();
  const errorAt = useIssueText(issues);
  const setGroup = (index: number, group: GroupValues) =>
    change({ ...values, groups: values.groups.map((g, i) => (i === index ? group : g)) });
  const removeGroup = (index: number) =>
    change({ ...values, groups: values.groups.filter((_, i) => i !== index) });
  const groupsError = errorAt('groups');

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('campaigns:wizard.groups.description')}
      </Text>
      {groupsError && (
        <Alert color="red" variant="light" data-testid="groups-error">
          {groupsError}
        </Alert>
      )}
      {values.groups.map((group, g) => {
        const path = `groups.${g}`;
        return (
          <Paper
            key={group.key}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            data-testid={`group-${g}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{group.name || t('campaigns:wizard.groups.untitled', { number: g + 1 })}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('campaigns:wizard.groups.remove')}
                  onClick={() => removeGroup(g)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('campaigns:wizard.fields.group_name')}
                  value={group.name}
                  maxLength={campaignLimits.name}
                  onChange={(e) => setGroup(g, { ...group, name: e.currentTarget.value })}
                  error={errorAt(`${path}.name`)}
                  withAsterisk
                  data-testid={`group-${g}-name`}
                />
                <TextInput
                  label={t('campaigns:wizard.fields.goal')}
                  value={group.goal}
                  maxLength={campaignLimits.goal}
                  onChange={(e) => setGroup(g, { ...group, goal: e.currentTarget.value })}
                  error={errorAt(`${path}.goal`)}
                />
                <DateField
                  label={t('campaigns:wizard.fields.start_date')}
                  description={t('campaigns:wizard.groups.dates_hint')}
                  value={group.start_date}
                  onChange={(start_date) => setGroup(g, { ...group, start_date })}
                  error={errorAt(`${path}.start_date`)}
                />
                <DateField
                  label={t('campaigns:wizard.fields.end_date')}
                  value={group.end_date}
                  onChange={(end_date) => setGroup(g, { ...group, end_date })}
                  error={errorAt(`${path}.end_date`)}
                />
                <MoneyField
                  label={t('campaigns:wizard.fields.budget')}
                  currency={currency}
                  value={group.budget}
                  onChange={(budget) => setGroup(g, { ...group, budget })}
                  error={errorAt(`${path}.budget`)}
                  required
                  testId={`group-${g}-budget`}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      {values.groups.length < campaignLimits.groups && (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => change({ ...values, groups: [...values.groups, emptyGroup()] })}
          style={{ alignSelf: 'flex-start' }}
          data-testid="add-group"
        >
          {t('campaigns:wizard.groups.add')}
        </Button>
      )}
    </Stack>
  );
}
