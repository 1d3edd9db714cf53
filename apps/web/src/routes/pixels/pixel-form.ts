import {
  createPixelGroupSchema,
  currencies,
  parseFormattedMoney,
  pixelRuleSchema,
  z,
  type PixelObjective,
} from '@verba/domain';

/**
 * A rule as the form holds it: the value and the value cap as their `MoneyInput`s give them
 * (`R$ 19,90`), '' when none (no cap typed: the platform's default cap).
 */
export interface PixelRuleValues {
  name: string;
  event_name: string;
  event_label: string;
  objective: PixelObjective;
  value: string;
  max_value: string;
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

/**
 * The money input's value → minor units, null when left empty (the API's shape), NaN while it is
 * not an amount (ambiguous or invalid), which the schema refuses. The text carries its currency.
 */
export function toMinorUnits(value: string): number | null {
  if (!value.trim()) return null;
  for (const currency of currencies) {
    const cents = parseFormattedMoney(value.trim(), currency);
    if (cents !== undefined) return Number(cents);
  }
  return Number.NaN;
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
