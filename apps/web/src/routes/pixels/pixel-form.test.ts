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
          max_value: '',
        },
      ],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rules', 0, 'event_name'],
      message: 'pixels:validation.event_name',
    });
  });

  it('refuses a value above the cap typed for the rule, and takes the cap in minor units', () => {
    const rule = { name: 'Compra', event_name: 'compra', event_label: '', objective: 'CONVERSION' as const };
    const over = pixelGroupFormSchema.safeParse({
      name: 'Loja',
      advertiser_id: 'a',
      rules: [{ ...rule, value: 'R$ 150,00', max_value: 'R$ 100,00' }],
    });
    expect(over.error?.issues[0]).toMatchObject({
      path: ['rules', 0, 'value'],
      message: 'pixels:validation.value_above_max',
    });
    const fine = pixelGroupFormSchema.safeParse({
      name: 'Loja',
      advertiser_id: 'a',
      rules: [{ ...rule, value: '', max_value: 'R$ 2.500,50' }],
    });
    expect(fine.data?.rules[0]).toMatchObject({ value: null, max_value: 250_050 });
  });
});
