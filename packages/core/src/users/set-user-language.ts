import { eq } from 'drizzle-orm';
import { users } from '@verba/db';
import type { Language } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { invalidateActorCache } from '../auth/actor-cache';
import { findCompanyUser } from './find-company-user';
import { assertMayEditProfile } from './user-permissions';
import { presentUser } from './present-user';

/** Sets the language of the UI and of the e-mails a user receives. */
export async function setUserLanguage({ deps, actor, userId, language }: { deps: Deps; actor: Actor; userId: string; language: Language }) {
  const row = await deps.db.transaction(async (tx) => {
    const target = await findCompanyUser({ db: tx, actor, userId });
    assertMayEditProfile(actor, target);
    const [updated] = await tx.update(users).set({ language, updatedAt: deps.now() }).where(eq(users.id, target.id)).returning();
    return updated!;
  });
  invalidateActorCache({ userId: row.id });
  return presentUser(row, deps.now());
}
