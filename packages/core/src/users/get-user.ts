import type { Actor, Deps } from '../deps';
import { findCompanyUser } from './find-company-user';
import { presentUser } from './present-user';

/** One user of the actor's company (404 for anyone else's). */
export async function getUser({ deps, actor, userId }: { deps: Deps; actor: Actor; userId: string }) {
  return presentUser(await findCompanyUser({ db: deps.db, actor, userId, lock: false }), deps.now());
}
