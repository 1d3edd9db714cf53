import { Button, Center, Stack, Text } from '@mantine/core';

/** In place of data that failed to load: what failed and a button to try again. */
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Center p="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        <Button variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Center>
  );
}
