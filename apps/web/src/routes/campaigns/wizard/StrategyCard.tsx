import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { CampaignObjective, CampaignType, Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { StrategyFields } from './StrategyFields';
import type { StrategyValues } from './wizard-form';

interface StrategyCardProps {
  strategy: StrategyValues;
  onChange: (next: StrategyValues) => void;
  onRemove: () => void;
  /** `groups.0.strategies.1`: where this strategy's messages are. */
  path: string;
  title: string;
  type: CampaignType;
  advertiserId: string;
  objective?: CampaignObjective | undefined;
  currency: Currency;
  errorAt: (path: string) => string | undefined;
}

/** One strategy of the wizard: its title, a remove button and the shared strategy fields. */
export function StrategyCard({
  strategy,
  onChange,
  onRemove,
  path,
  title,
  errorAt,
  ...rest
}: StrategyCardProps) {
  const { t } = useTranslation();
  const testId = path.replaceAll('.', '-');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('campaigns:wizard.strategies.remove')}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <StrategyFields
          value={strategy}
          onChange={onChange}
          errorAt={(field) => errorAt(`${path}.${field}`)}
          testId={testId}
          {...rest}
        />
      </Stack>
    </Paper>
  );
}
