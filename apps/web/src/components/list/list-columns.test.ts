import { describe, expect, it } from 'vitest';
import { cardLayout, showsCardLabel, type ListColumn } from './list-columns';

const column = (key: string, extra: Partial<ListColumn<unknown>> = {}): ListColumn<unknown> => ({
  key,
  label: key,
  render: () => key,
  ...extra,
});
const keys = (columns: ListColumn<unknown>[]) => columns.map((c) => c.key);

describe('cardLayout', () => {
  it('puts each column in its slot, details by default, and leaves hidden ones out', () => {
    const layout = cardLayout([
      column('date'),
      column('name', { card: 'title' }),
      column('amount', { card: 'aside' }),
      column('website', { card: 'hidden' }),
      column('open', { card: 'actions' }),
      column('status'),
    ]);
    expect(keys(layout.title)).toEqual(['name']);
    expect(keys(layout.aside)).toEqual(['amount']);
    expect(keys(layout.detail)).toEqual(['date', 'status']);
    expect(keys(layout.actions)).toEqual(['open']);
  });

  it('orders a slot by cardOrder, other columns keeping the table order', () => {
    const layout = cardLayout([column('date'), column('method'), column('status', { cardOrder: -1 })]);
    expect(keys(layout.detail)).toEqual(['status', 'date', 'method']);
  });
});

describe('showsCardLabel', () => {
  it('labels details only, unless the column says otherwise', () => {
    expect(showsCardLabel(column('date'))).toBe(true);
    expect(showsCardLabel(column('name', { card: 'title' }))).toBe(false);
    expect(showsCardLabel(column('after', { card: 'aside', cardLabel: true }))).toBe(true);
    expect(showsCardLabel(column('status', { cardLabel: false }))).toBe(false);
  });
});
