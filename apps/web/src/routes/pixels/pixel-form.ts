import { createPixelGroupSchema, pixelRuleSchema, z, type PixelObjective } from '@verba/domain';

/**
 * A rule as the form holds it: the value and the value cap in major units as typed (R$ 19,90 →
 * 19.9), '' when none (no cap typed: the platform's default cap).
 */
export interface PixelRuleValues {
  name: string;
  event_name: string;
  event_label: string;
  objective: PixelObjective;
  value: number | string;
  max_value: number | string;
}

export interface PixelGroupValues {
  name: string;
  advertiser_id: string;
  rules: PixelRuleValues[];
}

export const emptyRule: PixelRuleValues = {
  name: '',
  event_name: '',
  event_label: '',
  objective: 'CONVERSION',
  value: '',
  max_value: '',
};

/** Major units as typed → minor units, or null when left empty (the API's shape). */
export function toMinorUnits(value: number | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? Math.round(number * 100) : Number.NaN;
}

const toRuleInput = (rule: PixelRuleValues) => ({
  ...rule,
  value: toMinorUnits(rule.value),
  max_value: toMinorUnits(rule.max_value),
});

/** The server's schemas, fed the form's values converted, so both sides give the same messages. */
export const pixelGroupFormSchema = z.preprocess(
  (values: PixelGroupValues) => ({ ...values, rules: values.rules.map(toRuleInput) }),
  createPixelGroupSchema,
);
export const pixelRuleFormSchema = z.preprocess(
  (rule: PixelRuleValues) => toRuleInput(rule),
  pixelRuleSchema,
);
