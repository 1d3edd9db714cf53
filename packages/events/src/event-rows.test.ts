import { describe, expect, it } from 'vitest';
import { eventRow } from './event-rows';
import { deliveryEvent } from './testing/delivery-event';

describe('eventRow', () => {
  it('writes the time as DateTime64(3) text in UTC and every field under its column', () => {
    const row = eventRow(
      deliveryEvent({
        id: 'billing:x',
        type: 'billing',
        at: Date.UTC(2026, 10, 24, 9, 5, 7, 42),
        costMicros: 1_234,
      }),
    );
    expect(row).toMatchObject({
      id: 'billing:x',
      type: 'billing',
      at: '2026-11-24 09:05:07.042',
      cost_micros: 1_234,
      audience_ids: [],
    });
  });

  it('never produces a row that would fail the whole block: fractions truncated, NaN as 0', () => {
    const row = eventRow(
      deliveryEvent({ id: 'imp:x', costMicros: 10.7, valueMicros: Number.NaN, at: Number.NaN }),
    );
    expect(row).toMatchObject({ cost_micros: 10, value_micros: 0, at: '1970-01-01 00:00:00.000' });
  });
});
