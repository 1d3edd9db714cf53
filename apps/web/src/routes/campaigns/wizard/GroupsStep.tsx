import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { campaignLimits } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { emptyGroup, type GroupValues } from './wizard-form';
import type { StepProps } from './step-props';
import { useIssueText } from './use-issue-text';
import { GroupFields } from './GroupFields';

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
              <GroupFields
                value={group}
                onChange={(next) => setGroup(g, next)}
                errorAt={(field) => errorAt(`${path}.${field}`)}
                currency={currency}
                testId={`group-${g}`}
              />
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
