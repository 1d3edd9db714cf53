import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { loadUserView, type UserView } from './user-view';

export interface CurrentUser extends UserView {
  impersonating: boolean;
}

/** `users/me`: the signed-in user with their company, and whether staff is impersonating them. */
export async function currentUser({ deps, actor }: { deps: Deps; actor: Actor }): Promise<CurrentUser> {
  const view = await loadUserView({ db: deps.db, userId: actor.userId });
  if (!view) throw fail('UNAUTHENTICATED');
  return { ...view, impersonating: actor.impersonatorUserId !== null };
}
