import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { isValidCNPJ } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { login } from '../auth/login';
import { demoCredentials } from './demo-credentials';
import { seedDemo } from './seed-demo';

describe('seedDemo', () => {
  let deps: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.database.close());

  it('creates the demo agency, one user per role and a staff user, idempotently', async () => {
    await seedDemo({ deps });
    await seedDemo({ deps });
    const rows = await queryRows<{ email: string; role_id: number; is_staff: boolean; is_email_verified: boolean; trade_name: string; document: string; city: string; kind: string }>(
      deps.db,
      sql`SELECT u.email, u.role_id, u.is_staff, u.is_email_verified, c.trade_name, c.document, c.city, c.kind
          FROM users u JOIN companies c ON c.id = u.company_id ORDER BY u.email`,
    );
    expect(rows).toHaveLength(4);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['admin@verba.demo']).toMatchObject({ role_id: 1, is_staff: false, trade_name: 'Agência Demo', city: 'São Paulo', kind: 'agency' });
    expect(byEmail['gestor@verba.demo']).toMatchObject({ role_id: 2, trade_name: 'Agência Demo' });
    expect(byEmail['usuario@verba.demo']).toMatchObject({ role_id: 3, trade_name: 'Agência Demo' });
    expect(byEmail['staff@verba.demo']).toMatchObject({ is_staff: true, trade_name: 'Verba Plataforma' });
    expect(rows.every((r) => r.is_email_verified && isValidCNPJ(r.document))).toBe(true);
  });

  it('lets every demo user sign in with the published password', async () => {
    for (const demo of demoCredentials) {
      const result = await login({ deps, input: { email: demo.email, password: demo.password } });
      expect(result.access_token, demo.email).toBeTruthy();
      expect(result.user.role).toBe(demo.role);
    }
  });
});
