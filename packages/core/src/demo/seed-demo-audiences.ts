import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@verba/db';
import { roleById } from '@verba/domain';
import { addFavoriteSegment } from '../audiences/add-favorite-segment';
import type { Deps } from '../deps';

/** IAB ids the demo user has starred: Interest › Sports › Soccer, Purchase Intent › Travel › Adventure Travel, › Gyms. */
export const demoFavoriteSegments = ['663', '1650', '1593'];

/** The demo user's favourite segments (issue 10), through the use case the API calls; idempotent. */
export async function seedDemoAudiences({ deps, userEmail }: { deps: Deps; userEmail: string }) {
  const [user] = await deps.db
    .select({ id: users.id, companyId: users.companyId, roleId: users.roleId, language: users.language })
    .from(users)
    .where(and(eq(users.email, userEmail), isNull(users.deletedAt), eq(users.invitationBlocked, false)))
    .limit(1);
  const role = user && roleById(user.roleId);
  if (!user || !role) return;
  const actor = {
    userId: user.id,
    companyId: user.companyId,
    role,
    isStaff: false,
    tokenId: 'demo-seed',
    impersonatorUserId: null,
    language: user.language,
  };
  for (const segmentId of demoFavoriteSegments)
    await addFavoriteSegment({ deps, actor, language: user.language, segmentId });
}
