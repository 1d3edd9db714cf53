import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HelpLink } from '../HelpLink';

interface FormSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown under the description, e.g. a badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A settings card: the title and explanation on the left, the controls on the right (stacked on phones). */
export function FormSection({ title, description, aside, children }: FormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={6}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
            {aside}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      </Grid>
    </Paper>
  );
}

/** The heading of a screen: its title, a one-line explanation and optional actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
  help = true,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The screen's help article link (issue 31): the path's article by default, false for none. */
  help?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
        {help && <HelpLink />}
      </Stack>
      {actions}
    </Group>
  );
}
