import { createCompany, createSignedInUser, type SignedInUser } from '@verba/core/testing/factories';
import type { RoleSlug } from '@verba/domain';
import type { TestApp } from '../../testing';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/v1/<path> as a signed-in user (or anonymously without one). */
export function call(t: TestApp, as: SignedInUser | null, method: Method, path: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { ...(as ? as.headers : {}), ...headers },
    ...(payload !== undefined && { payload }),
  });
}

/** A company with one signed-in user per role. */
export async function companyWithTeam(t: TestApp) {
  const company = await createCompany({ db: t.deps.db });
  const member = (role: RoleSlug) => createSignedInUser({ db: t.deps.db, companyId: company.id, role, now: t.deps.now() });
  return { company, manager: await member('manager'), userManager: await member('user_manager'), user: await member('user') };
}
