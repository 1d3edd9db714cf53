import { describe, expect, it } from 'vitest';
import { pixelGroupFormSchema, toMinorUnits } from './pixel-form';

describe('pixel form', () => {
  it('turns the typed value into minor units', () => {
    expect(toMinorUnits('')).toBeNull();
    expect(toMinorUnits(19.9)).toBe(1990);
    expect(toMinorUnits('0,5')).toBe(50);
  });
  it('validates with the server schema', () => {
    const result = pixelGroupFormSchema.safeParse({
      name: 'Loja',
      advertiser_id: 'a',
      rules: [
        {
          name: 'Compra',
          event_name: 'compra finalizada',
          event_label: '',
          objective: 'CONVERSION',
          value: '',
        },
      ],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rules', 0, 'event_name'],
      message: 'pixels:validation.event_name',
    });
  });
});
