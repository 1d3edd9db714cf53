import {
  Box,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  useMantineTheme,
  type MantineBreakpoint,
  type MantineSpacing,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MouseEvent, ReactNode } from 'react';
import { cardLayout, showsCardLabel, type ListColumn } from './list-columns';

export type { ListColumn, ListPlace } from './list-columns';

interface ResponsiveListProps<Row> {
  /** Undefined while the first page loads: placeholder rows are shown. */
  rows: readonly Row[] | undefined;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The `data-testid` of every row (table row or card). */
  rowTestId?: string;
  skeletonRows?: number;
  /** Below this breakpoint the rows are cards; default `md`. */
  cardsBelow?: MantineBreakpoint;
  /** The table's width below which it scrolls inside its box. */
  minWidth?: number;
  horizontalSpacing?: MantineSpacing;
  striped?: boolean;
  /** Opens the row; clicks on its own links and buttons are theirs. */
  onRowClick?: (row: Row) => void;
  isRowSelected?: (row: Row) => boolean;
}

const rowBorder = { borderTop: '1px solid var(--mantine-color-default-border)' };
const selectedBackground = 'var(--mantine-color-verba-light)';
/**
 * Details two to a line, each half the card; one wider than half (a long badge or name) takes the
 * whole line rather than being cut.
 */
const detailsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 'var(--mantine-spacing-sm)',
  rowGap: 'var(--mantine-spacing-xs)',
} as const;
const detailStyle = {
  flex: '1 1 auto',
  minWidth: 'calc(50% - var(--mantine-spacing-sm) / 2)',
  maxWidth: '100%',
} as const;
const wideDetailStyle = { flex: '1 1 100%', minWidth: 0 } as const;

/** Whether the viewport is at least this breakpoint wide, known at the first render (no flash of the other layout). */
function useWiderThan(breakpoint: MantineBreakpoint) {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, true, {
    getInitialValueInEffect: false,
  });
}

function rowClickHandler<Row>(row: Row, onRowClick: ((row: Row) => void) | undefined) {
  if (!onRowClick) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button, [role="menu"]')) return;
    onRowClick(row);
  };
}

/**
 * A list of rows: a table on wide screens and stacked cards on phones, from one description of
 * the columns (label, cell, alignment and place on the card). Only one of the two is rendered.
 */
export function ResponsiveList<Row>({ cardsBelow = 'md', ...props }: ResponsiveListProps<Row>) {
  return useWiderThan(cardsBelow) ? <WideTable {...props} /> : <Cards {...props} />;
}

function WideTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  skeletonRows = 5,
  minWidth,
  horizontalSpacing = 'md',
  striped,
  onRowClick,
  isRowSelected,
}: ResponsiveListProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing={horizontalSpacing}
        striped={striped ? 'even' : undefined}
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} w={column.width} visibleFrom={column.visibleFrom}>
                {column.labelHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  data-testid={rowTestId}
                  bg={isRowSelected?.(row) ? selectedBackground : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                  onClick={rowClickHandler(row, onRowClick)}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
                      {column.render(row, 'table')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
                      {column.skeleton === undefined ? (
                        <Skeleton height={14} width={80} radius="sm" />
                      ) : (
                        column.skeleton
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Cards<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  skeletonRows = 5,
  onRowClick,
  isRowSelected,
}: ResponsiveListProps<Row>) {
  const layout = cardLayout(columns);
  if (!rows)
    return (
      <Stack gap={0}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Group key={index} px="md" py="sm" style={rowBorder} justify="space-between" wrap="nowrap">
            <Stack gap={6}>
              <Skeleton height={12} width={160} />
              <Skeleton height={8} width={110} />
            </Stack>
            <Skeleton height={12} width={70} />
          </Group>
        ))}
      </Stack>
    );
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          data-testid={rowTestId}
          px="md"
          py="sm"
          bg={isRowSelected?.(row) ? selectedBackground : undefined}
          style={{ ...rowBorder, cursor: onRowClick ? 'pointer' : undefined }}
          onClick={rowClickHandler(row, onRowClick)}
        >
          <Stack gap="xs">
            {(layout.title.length > 0 || layout.aside.length > 0) && (
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  {layout.title.map((column) => (
                    <CardValue key={column.key} column={column} row={row} />
                  ))}
                </Stack>
                {layout.aside.length > 0 && (
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0, textAlign: 'right' }}>
                    {layout.aside.map((column) => (
                      <CardValue key={column.key} column={column} row={row} />
                    ))}
                  </Stack>
                )}
              </Group>
            )}
            {layout.detail.length > 0 && (
              <Box style={detailsStyle}>
                {layout.detail.map((column) => (
                  <Box key={column.key} style={column.cardWide ? wideDetailStyle : detailStyle}>
                    <CardValue column={column} row={row} />
                  </Box>
                ))}
              </Box>
            )}
            {layout.actions.length > 0 && (
              <Group gap="xs" wrap="wrap">
                {layout.actions.map((column) => (
                  <Box key={column.key} maw="100%">
                    {column.render(row, 'card')}
                  </Box>
                ))}
              </Group>
            )}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

function CardValue<Row>({ column, row }: { column: ListColumn<Row>; row: Row }): ReactNode {
  if (!showsCardLabel(column as ListColumn<unknown>)) return column.render(row, 'card');
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {column.label}
      </Text>
      {column.render(row, 'card')}
    </Stack>
  );
}
