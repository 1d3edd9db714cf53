import { Stack, Text } from '@mantine/core';
import { useListDate } from '../../components/list/use-list-date';

/** Staff read every company's dates in the platform's time zone, with the time where rows share a day. */
export const useStaffDate = (values: readonly string[] = []) => useListDate(values);

/** A name in bold over a dimmed second line, both cut to the width with the whole text on hover. */
export function TwoLines({ first, second, width }: { first: string; second: string; width: number }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500} truncate maw={width} title={first}>
        {first}
      </Text>
      <Text size="xs" c="dimmed" truncate maw={width} title={second}>
        {second}
      </Text>
    </Stack>
  );
}

/** In place of a row's actions when it allows none. */
export function NoAction({ label }: { label: string }) {
  return (
    <Text size="sm" c="dimmed" aria-label={label}>
      —
    </Text>
  );
}
