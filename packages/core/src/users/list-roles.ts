import { roleIds, roles, type Language, type RoleSlug } from '@verba/domain';
import { translatorFor } from '../i18n/translate';

const labelKeys: Record<RoleSlug, string> = {
  manager: 'users:roles.manager',
  user_manager: 'users:roles.user_manager',
  user: 'users:roles.user',
};

/** The company roles of spec §6 with their labels in the given language. */
export function listRoles({ language }: { language: Language }) {
  const t = translatorFor(language);
  return roles.map((slug) => ({ id: roleIds[slug], slug, label: t(labelKeys[slug]) }));
}
