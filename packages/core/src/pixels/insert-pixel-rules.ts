import { pixelRules, type DbOrTx } from '@verba/db';
import type { PixelRuleInput } from '@verba/domain';
import { fail, invalidField } from '../errors';
import { isUniqueViolation } from '../users/email-availability';

/**
 * Inserts rules into a group; an event name the group already has (any case) is
 * PIXEL_EVENT_NAME_TAKEN. A rule without a value cap gets `defaultMaxValue` (the platform's); a
 * fixed value above the rule's cap is refused (`fieldPrefix` names the rule's fields in the 422).
 */
export async function insertPixelRules({
  db,
  groupId,
  rules,
  userId,
  at,
  defaultMaxValue,
  fieldPrefix,
}: {
  db: DbOrTx;
  groupId: string;
  rules: PixelRuleInput[];
  userId: string;
  at: Date;
  defaultMaxValue: number;
  /** `rules.` (the group form: `rules.0.value`) or '' (one rule: `value`). */
  fieldPrefix: 'rules.' | '';
}) {
  const capped = rules.map((rule) => ({ ...rule, max_value: rule.max_value ?? defaultMaxValue }));
  capped.forEach((rule, index) => {
    if (rule.value !== null && rule.value > rule.max_value)
      throw invalidField(fieldPrefix ? `rules.${index}.value` : 'value', 'pixels:validation.value_above_max');
  });
  try {
    return await db
      .insert(pixelRules)
      .values(
        capped.map((rule) => ({
          groupId,
          name: rule.name,
          eventName: rule.event_name,
          eventLabel: rule.event_label,
          objective: rule.objective,
          value: rule.value,
          maxValue: rule.max_value,
          createdByUserId: userId,
          createdAt: at,
        })),
      )
      .returning();
  } catch (error) {
    throw isUniqueViolation(error) ? fail('PIXEL_EVENT_NAME_TAKEN') : error;
  }
}
