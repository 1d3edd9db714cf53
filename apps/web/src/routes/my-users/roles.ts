import { roleIds, roles, type RoleSlug } from '@verba/domain';
import type { Role } from '../../hooks/api/roles';

/** Role labels and explanations by slug (the server's `label` is not used: the UI language may differ). */
export const roleLabelKey: Record<RoleSlug, string> = {
  manager: 'users:roles.manager',
  user_manager: 'users:roles.user_manager',
  user: 'users:roles.user',
};
export const roleDescriptionKey: Record<RoleSlug, string> = {
  manager: 'users:role_descriptions.manager',
  user_manager: 'users:role_descriptions.user_manager',
  user: 'users:role_descriptions.user',
};
export const roleColor: Record<RoleSlug, string> = { manager: 'violet', user_manager: 'blue', user: 'gray' };

/** `GET roles` when loaded, else the stable ids of the domain (they are the same). */
export function roleList(fromApi: Role[] | undefined): { id: number; slug: RoleSlug }[] {
  const list = fromApi?.filter((r) => roles.includes(r.slug));
  return list?.length ? list : roles.map((slug) => ({ id: roleIds[slug], slug }));
}
