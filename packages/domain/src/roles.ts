export const roles = ['manager', 'user_manager', 'user'] as const;
export type RoleSlug = (typeof roles)[number];

/** Role ids are stable: they are the `role_id` of spec §3 and seeded by the first migration. */
export const roleIds: Record<RoleSlug, number> = { manager: 1, user_manager: 2, user: 3 };
export const roleById = (id: number): RoleSlug | undefined => roles.find((r) => roleIds[r] === id);

export const can = {
  manageCampaigns: (_role: RoleSlug) => true,
  manageAdvertisers: (_role: RoleSlug) => true,
  extractReports: (_role: RoleSlug) => true,
  editCompany: (role: RoleSlug) => role === 'manager' || role === 'user_manager',
  manageUsers: (role: RoleSlug) => role === 'manager' || role === 'user_manager',
  manageFinance: (role: RoleSlug) => role === 'manager' || role === 'user_manager',
  manageBankAccounts: (role: RoleSlug) => role === 'manager',
};
export type Ability = keyof typeof can;
