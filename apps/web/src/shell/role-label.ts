import type { RoleSlug } from '@verba/domain/roles';

/** Spec §6 role labels (Administrador, Usuário Administrador, Usuário) as i18n keys. */
export const roleLabel: Record<RoleSlug, string> = {
  manager: 'shell:roles.manager',
  user_manager: 'shell:roles.user_manager',
  user: 'shell:roles.user',
};
