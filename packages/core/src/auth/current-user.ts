import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { markCachedAnswer } from '../read-cache';
import { loadUserView, type UserView } from './user-view';

export interface CurrentUser extends UserView {
  impersonating: boolean;
}

/** Answers made from a view the actor cache keeps: the same view, the same answer object. */
const answers = new WeakMap<UserView, { data: CurrentUser }>();

/**
 * `users/me`: the signed-in user with their company, and whether staff is impersonating them.
 * `user` is the view read along with the actor (see resolveActor), kept with the token in the
 * actor cache; its answer is made once and marked cached, so the serializer writes its text once
 * per cached token. Without it, the view is loaded.
 */
export async function currentUser({
  deps,
  actor,
  user,
}: {
  deps: Deps;
  actor: Actor;
  user?: UserView | null;
}): Promise<{ data: CurrentUser }> {
  const impersonating = actor.impersonatorUserId !== null;
  if (user) {
    let answer = answers.get(user);
    if (!answer) {
      answer = markCachedAnswer({ data: { ...user, impersonating } });
      answers.set(user, answer);
    }
    return answer;
  }
  const view = await loadUserView({ db: deps.db, userId: actor.userId });
  if (!view) throw fail('UNAUTHENTICATED');
  return { data: { ...view, impersonating } };
}
