import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayEditProfile } from './user-permissions';
import { presentUser } from './present-user';

/** The on/off settings of spec §7 (`users/{id}/two-factor-authentication`, `…/emails-enabled`, `…/whatsapp-enabled`). */
export const userPreferences = ['use_2fa', 'emails_enabled', 'whatsapp_enabled'] as const;
export type UserPreference = (typeof userPreferences)[number];

const rowField: Record<UserPreference, 'use2fa' | 'emailsEnabled' | 'whatsappEnabled'> = { use_2fa: 'use2fa', emails_enabled: 'emailsEnabled', whatsapp_enabled: 'whatsappEnabled' };

/** Sets a preference to `value`, or flips it when no value is given (the spec's toggle). */
export async function setUserPreference({
  deps,
  actor,
  userId,
  preference,
  value,
}: {
  deps: Deps;
  actor: Actor;
  userId: string;
  preference: UserPreference;
  value?: boolean | undefined;
}) {
  const row = await deps.db.transaction(async (tx) => {
    const target = await findCompanyUser({ db: tx, actor, userId });
    assertMayEditProfile(actor, target);
    const next = value ?? !target[rowField[preference]];
    if (next === target[rowField[preference]]) return target;
    const [updated] = await tx
      .update(users)
      .set({ [rowField[preference]]: next, updatedAt: deps.now() })
      .where(eq(users.id, target.id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'user.preference_changed',
      targetType: 'user',
      targetId: target.id,
      metadata: { preference, value: next },
    });
    return updated!;
  });
  invalidateActorCache({ userId: row.id });
  return presentUser(row, deps.now());
}
