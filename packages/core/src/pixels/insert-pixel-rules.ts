import { pixelRules, type DbOrTx } from '@verba/db';
import type { PixelRuleInput } from '@verba/domain';
import { fail } from '../errors';
import { isUniqueViolation } from '../users/email-availability';

/** Inserts rules into a group; an event name the group already has (any case) is PIXEL_EVENT_NAME_TAKEN. */
export async function insertPixelRules({
  db,
  groupId,
  rules,
  userId,
  at,
}: {
  db: DbOrTx;
  groupId: string;
  rules: PixelRuleInput[];
  userId: string;
  at: Date;
}) {
  try {
    return await db
      .insert(pixelRules)
      .values(
        rules.map((rule) => ({
          groupId,
          name: rule.name,
          eventName: rule.event_name,
          eventLabel: rule.event_label,
          objective: rule.objective,
          value: rule.value,
          createdByUserId: userId,
          createdAt: at,
        })),
      )
      .returning();
  } catch (error) {
    throw isUniqueViolation(error) ? fail('PIXEL_EVENT_NAME_TAKEN') : error;
  }
}
