import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createSignedInUser, createUser, type SignedInUser, type UserRow } from '@verba/core/testing/factories';
import type { RoleSlug } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import { call, companyWithTeam } from './users-test-helpers';

type Team = Awaited<ReturnType<typeof companyWithTeam>>;
interface Scene {
  t: TestApp;
  team: Team;
  actor: SignedInUser;
  /** A plain `user` colleague, the usual target. */
  colleague: UserRow;
  /** Another manager of the company. */
  otherManager: UserRow;
}

let counter = 0;
const company = {
  legal_name: 'Agência Exemplo Ltda',
  trade_name: 'Exemplo',
  phone: '(11) 3333-4444',
  address: { zipcode: '01310-100', street: 'Av. Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
};

/** Each mutation and the status each role gets: [manager, user_manager, user]. */
const matrix: { action: string; expected: [number, number, number]; run: (s: Scene) => Promise<LightMyRequestResponse> }[] = [
  { action: 'invite a user', expected: [201, 201, 403], run: (s) => call(s.t, s.actor, 'POST', 'users', { name: 'N', email: `inv${++counter}@example.com`, role_id: 3 }) },
  { action: 'invite a manager', expected: [201, 403, 403], run: (s) => call(s.t, s.actor, 'POST', 'users', { name: 'N', email: `inv${++counter}@example.com`, role_id: 1 }) },
  { action: 'edit a colleague', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}`, { name: 'Edited', email: s.colleague.email }) },
  { action: 'make a colleague user_manager', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}`, { name: 'E', email: s.colleague.email, role_id: 2 }) },
  { action: 'promote a colleague to manager', expected: [200, 403, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}`, { name: 'E', email: s.colleague.email, role_id: 1 }) },
  { action: 'edit another manager', expected: [200, 403, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.otherManager.id}`, { name: 'E', email: s.otherManager.email }) },
  { action: 'deactivate a colleague', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}/deactivate`) },
  { action: 'activate a colleague', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}/activate`, { is_active: true }) },
  { action: 'deactivate another manager', expected: [200, 403, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.otherManager.id}/activate`, { is_active: false }) },
  { action: 'delete a colleague', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'DELETE', `users/${s.colleague.id}`) },
  { action: 'delete another manager', expected: [200, 403, 403], run: (s) => call(s.t, s.actor, 'DELETE', `users/${s.otherManager.id}`) },
  { action: 'set a colleague’s language', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}/language`, { language: 'en' }) },
  { action: 'toggle a colleague’s 2FA', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}/two-factor-authentication`) },
  { action: 'toggle a colleague’s e-mails', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}/emails-enabled`) },
  { action: 'toggle a colleague’s WhatsApp', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.colleague.id}/whatsapp-enabled`) },
  { action: 'edit own profile', expected: [200, 200, 200], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.actor.user.id}`, { name: 'Me', email: s.actor.user.email }) },
  { action: 'set own language', expected: [200, 200, 200], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.actor.user.id}/language`, { language: 'es' }) },
  { action: 'toggle own 2FA', expected: [200, 200, 200], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.actor.user.id}/two-factor-authentication`) },
  { action: 'change own role', expected: [409, 409, 409], run: (s) => call(s.t, s.actor, 'PUT', `users/${s.actor.user.id}`, { name: 'Me', email: s.actor.user.email, role_id: s.actor.user.roleId === 3 ? 1 : 3 }) },
  { action: 'delete self', expected: [409, 409, 409], run: (s) => call(s.t, s.actor, 'DELETE', `users/${s.actor.user.id}`) },
  { action: 'update the company', expected: [200, 200, 403], run: (s) => call(s.t, s.actor, 'PUT', 'company', company) },
  { action: 'read the company', expected: [200, 200, 200], run: (s) => call(s.t, s.actor, 'GET', 'company') },
  { action: 'list users', expected: [200, 200, 200], run: (s) => call(s.t, s.actor, 'GET', 'users') },
];

const roles: RoleSlug[] = ['manager', 'user_manager', 'user'];

describe('roles against each mutation (spec §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  });
  afterAll(() => t.close());

  async function scene(role: RoleSlug): Promise<Scene> {
    const team = await companyWithTeam(t);
    const actor = role === 'manager' ? team.manager : role === 'user_manager' ? team.userManager : team.user;
    const colleague = await createUser({ db: t.deps.db, companyId: team.company.id, role: 'user' });
    const otherManager = (await createSignedInUser({ db: t.deps.db, companyId: team.company.id, role: 'manager' })).user;
    return { t, team, actor, colleague, otherManager };
  }

  for (const { action, expected, run } of matrix) {
    roles.forEach((role, i) => {
      it(`${role}: ${action} → ${expected[i]}`, async () => {
        const res = await run(await scene(role));
        expect(res.statusCode, res.body).toBe(expected[i]);
        if (res.statusCode === 403) expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      });
    });
  }
});
