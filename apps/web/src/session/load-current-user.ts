import { applyUserLanguage } from '../i18n';
import { queryClient } from '../query-client';
import { currentUserQuery } from './current-user';

/** Route loader of signed-in screens: `users/me` once (spec §7 startup fetch), then its language. */
export async function loadCurrentUser() {
  const user = await queryClient.ensureQueryData(currentUserQuery);
  await applyUserLanguage(user.language);
  return user;
}
