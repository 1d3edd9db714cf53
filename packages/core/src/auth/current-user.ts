import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { loadUserView, type UserView } from './user-view';

export interface CurrentUser extends UserView {
  impersonating: boolean;
}

/**
 * `users/me`: the signed-in user with their company, and whether staff is impersonating them.
 * `user` is the view read along with the actor (see resolveActor); without it, it is loaded.
 */
export async function currentUser({ deps, actor, user }: { deps: Deps; actor: Actor; user?: UserView | null }): Promise<CurrentUser> {
  const view = user ?? (await loadUserView({ db: deps.db, userId: actor.userId }));
  if (!view) throw fail('UNAUTHENTICATED');
  return { ...view, impersonating: actor.impersonatorUserId !== null };
}
