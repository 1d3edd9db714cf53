import { describe, expect, it } from 'vitest';
import { pixelGroupFormSchema, toMinorUnits } from './pixel-form';

describe('pixel form', () => {
  it('turns the typed value into minor units', () => {
    expect(toMinorUnits('')).toBeNull();
    expect(toMinorUnits('R$ 19,90')).toBe(1990);
    expect(toMinorUnits('$1,234.50')).toBe(123450);
    // An ambiguous text ("1.50" in pt-BR) is not taken as money until the user chooses.
    expect(toMinorUnits('1.50')).toBeNaN();
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
