import type { MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Where a column's value sits on a phone card: `title` (top left, the row's identity), `aside`
 * (top right, the key figure or a menu; never wrapped), `detail` (labelled values below),
 * `actions` (the row's buttons, at the bottom) or `hidden` (table only).
 */
export type CardSlot = 'title' | 'aside' | 'detail' | 'actions' | 'hidden';

/** Where a cell is drawn: in the table, or on a phone card. */
export type ListPlace = 'table' | 'card';

/** One column of a ResponsiveList: its header, its cell, and its place on the table and on a card. */
export interface ListColumn<Row> {
  key: string;
  /** The table's column header; on a card, the label of a detail. */
  label: string;
  render: (row: Row, place: ListPlace) => ReactNode;
  /** Figures are right-aligned on the table (their header too). */
  align?: 'left' | 'right';
  /** The header is read to screen readers only (e.g. a column of row menus). */
  labelHidden?: boolean;
  /** The table shows the column from this breakpoint on only. */
  visibleFrom?: MantineBreakpoint;
  width?: number;
  /** Placeholder while the rows load (default: a bar; null: none). */
  skeleton?: ReactNode;
  /** Where the value sits on a card; default `detail`. */
  card?: CardSlot;
  /** Order within its card slot, lower first; default the column's order. */
  cardOrder?: number;
  /** Whether the card shows the label with the value; default: details only. */
  cardLabel?: boolean;
  /** A detail that takes the card's whole width (long text). */
  cardWide?: boolean;
}

export type CardLayout<Row> = Record<Exclude<CardSlot, 'hidden'>, ListColumn<Row>[]>;

/** The columns of each card slot, in card order (columns without one keep the table's order). */
export function cardLayout<Row>(columns: readonly ListColumn<Row>[]): CardLayout<Row> {
  const ordered = columns
    .map((column, index) => ({ column, order: column.cardOrder ?? index }))
    .sort((a, b) => a.order - b.order)
    .map(({ column }) => column);
  const inSlot = (slot: CardSlot) => ordered.filter((column) => (column.card ?? 'detail') === slot);
  return {
    title: inSlot('title'),
    aside: inSlot('aside'),
    detail: inSlot('detail'),
    actions: inSlot('actions'),
  };
}

/** Whether a card shows the column's label next to its value. */
export const showsCardLabel = (column: ListColumn<unknown>) =>
  column.cardLabel ?? (column.card ?? 'detail') === 'detail';
