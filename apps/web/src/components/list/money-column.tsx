import { Text } from '@mantine/core';
import { formatMoney, type Currency, type MinorUnits } from '@verba/domain';
import type { ListColumn } from './list-columns';

/**
 * A column of amounts: right-aligned on the table, never wrapped; on a card at the top right
 * (`aside`) unless said otherwise. The first figure of a row is bold, later ones dimmed (`muted`).
 */
export function moneyColumn<Row>({
  value,
  testId,
  muted = false,
  ...column
}: Omit<ListColumn<Row>, 'render' | 'align'> & {
  value: (row: Row) => { amount: MinorUnits; currency?: Currency };
  testId?: string;
  muted?: boolean;
}): ListColumn<Row> {
  return {
    card: 'aside',
    cardLabel: muted,
    ...column,
    align: 'right',
    render: (row) => {
      const { amount, currency } = value(row);
      return (
        <Text
          size="sm"
          fw={muted ? undefined : 600}
          c={muted ? 'dimmed' : undefined}
          style={{ whiteSpace: 'nowrap' }}
          data-testid={testId}
        >
          {formatMoney(amount, currency)}
        </Text>
      );
    },
  };
}
