import { describe, expect, it } from 'vitest';
import { createPixelGroupSchema, pixelEventNameSchema, pixelLimits } from './pixels';

const rule = (event_name: string) => ({ name: 'Compra', event_name, objective: 'CONVERSION' });

describe('pixel event name (spec §5: no spaces or special characters)', () => {
  it.each(['a', 'purchase', 'add_to_cart', 'lead-2', 'A'.repeat(pixelLimits.eventName)])(
    'accepts %j',
    (name) => {
      expect(pixelEventNameSchema.safeParse(name).success).toBe(true);
    },
  );
  it.each([
    '',
    ' ',
    'add to cart',
    'compra!',
    'ação',
    'a.b',
    'a/b',
    "x'--",
    'A'.repeat(pixelLimits.eventName + 1),
  ])('refuses %j', (name) => {
    expect(pixelEventNameSchema.safeParse(name).success).toBe(false);
  });
  it('says why in the pixels namespace', () => {
    const result = pixelEventNameSchema.safeParse('add to cart');
    expect(result.error?.issues[0]?.message).toBe('pixels:validation.event_name');
  });
});

describe('pixel group', () => {
  const group = (rules: unknown[]) => ({ name: 'Loja', advertiser_id: 'x', rules });
  it('needs at least one rule', () => {
    const result = createPixelGroupSchema.safeParse(group([]));
    expect(result.error?.issues[0]?.message).toBe('pixels:validation.rules_required');
  });
  it('refuses the same event name twice in a group, whatever the case', () => {
    const result = createPixelGroupSchema.safeParse(group([rule('purchase'), rule('Purchase')]));
    expect(result.error?.issues[0]).toMatchObject({
      message: 'pixels:validation.event_name_taken',
      path: ['rules', 1, 'event_name'],
    });
  });
  it('defaults label to empty and value to null', () => {
    const result = createPixelGroupSchema.parse(group([rule('purchase')]));
    expect(result.rules[0]).toMatchObject({ event_label: '', value: null });
  });
});
