import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../components/use-document-title';

/** The centred card of the public account screens (sign-up, codes, passwords). */
export function AuthCard({ title, subtitle, children, width = 460 }: { title: string; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  useDocumentTitle(title);
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={width} mx="auto">
      <Title order={1} fz="h2" mb={subtitle ? 4 : 'lg'}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm" mb="lg">
          {subtitle}
        </Text>
      )}
      {children}
    </Paper>
  );
}
