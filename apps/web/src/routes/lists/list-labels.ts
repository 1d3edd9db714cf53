import type { CustomListEntryKind, CustomListType } from '@verba/domain';

/** i18n keys of each list type, its one-line explanation, and what an entry is. */
export const typeLabels: Record<CustomListType, string> = {
  BLACKLIST: 'lists:types.BLACKLIST',
  WISHLIST: 'lists:types.WISHLIST',
  SITE_LIST: 'lists:types.SITE_LIST',
  APP_LIST: 'lists:types.APP_LIST',
  EMAIL_AUDIENCE: 'lists:types.EMAIL_AUDIENCE',
};

export const typeHelp: Record<CustomListType, string> = {
  BLACKLIST: 'lists:type_help.BLACKLIST',
  WISHLIST: 'lists:type_help.WISHLIST',
  SITE_LIST: 'lists:type_help.SITE_LIST',
  APP_LIST: 'lists:type_help.APP_LIST',
  EMAIL_AUDIENCE: 'lists:type_help.EMAIL_AUDIENCE',
};

export const kindLabels: Record<CustomListEntryKind, string> = {
  domain: 'lists:kinds.domain',
  app: 'lists:kinds.app',
  email: 'lists:kinds.email',
};

/** What the import expects in the first column. */
export const kindFileHelp: Record<CustomListEntryKind, string> = {
  domain: 'lists:import.help_domain',
  app: 'lists:import.help_app',
  email: 'lists:import.help_email',
};
