import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, queryRows, users, type DbOrTx } from '@verba/db';
import { roleIds } from '@verba/domain';
import { hashPassword } from '../auth/password-hashing';
import type { Deps } from '../deps';
import { demoCredentials, demoPassword } from './demo-credentials';
import { seedDemoCreatives } from './seed-demo-creatives';
import { seedDemoFinance } from './seed-demo-finance';
import { seedDemoAudiences } from './seed-demo-audiences';
import { seedDemoPixels } from './seed-demo-pixels';
import { seedDemoLists } from './seed-demo-lists';
import { seedDemoAlerts } from './seed-demo-alerts';
import { seedDemoCampaigns } from './seed-demo-campaigns';
import { seedDemoConnections } from './seed-demo-connections';

/** The demo companies, found again on later starts by their fixed referral codes. */
const demoCompanies = {
  agency: {
    kind: 'agency',
    legalName: 'Agência Demo Publicidade Ltda',
    tradeName: 'Agência Demo',
    document: '11222333000181',
    documentType: 'CNPJ',
    phone: '+55 11 3000-0000',
    zipcode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 101',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    referralCode: 'DEMO2026',
  },
  platform: {
    kind: 'agency',
    legalName: 'Verba Plataforma de Mídia Ltda',
    tradeName: 'Verba Plataforma',
    document: '12345678000195',
    documentType: 'CNPJ',
    phone: '+55 11 3000-0001',
    zipcode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 102',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    referralCode: 'VERBA',
  },
} satisfies Record<string, typeof companies.$inferInsert>;

async function ensureCompany(db: DbOrTx, values: typeof companies.$inferInsert): Promise<string> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.referralCode, values.referralCode))
    .limit(1);
  if (found) return found.id;
  const [created] = await db.insert(companies).values(values).returning({ id: companies.id });
  return created!.id;
}

/**
 * Demo data for `npm start` (DEMO_DATA), idempotent: the demo agency with one user of each role,
 * and a platform staff user in the platform's own company, all confirmed, all with the demo
 * password; then the agency's advertisers, payments, bank account and withdrawal
 * (seed-demo-finance.ts), their creatives and campaigns (seed-demo-creatives.ts,
 * seed-demo-campaigns.ts) and the user's favourite audience segments (seed-demo-audiences.ts). Existing rows are left as they are (a changed password stays changed).
 * A failure in the finance data is logged and does not stop the platform from starting.
 */
export async function seedDemo({ deps }: { deps: Deps }): Promise<void> {
  if (await demoSeeded(deps.db)) {
    logDemoSignIns(deps);
    return;
  }
  let failed = false;
  const part = async (what: string, seed: () => Promise<void>) => {
    try {
      await seed();
    } catch (error) {
      failed = true;
      deps.logger.error({ err: error }, `demo ${what} could not be seeded`);
    }
  };
  let passwordHash: string | undefined;
  await deps.db.transaction(async (tx) => {
    const companyIds = {
      agency: await ensureCompany(tx, demoCompanies.agency),
      platform: await ensureCompany(tx, demoCompanies.platform),
    };
    for (const demo of demoCredentials) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, demo.email), isNull(users.deletedAt), eq(users.invitationBlocked, false)))
        .limit(1);
      if (existing) continue;
      passwordHash ??= await hashPassword(demoPassword);
      await tx.insert(users).values({
        companyId: companyIds[demo.company],
        roleId: roleIds[demo.role],
        name: demo.name,
        email: demo.email,
        passwordHash,
        isStaff: demo.isStaff,
        isEmailVerified: true,
        language: 'pt_BR',
      });
    }
  });
  const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
  const staff = demoCredentials.find((c) => c.isStaff)!;
  const user = demoCredentials.find((c) => c.company === 'agency' && c.role === 'user' && !c.isStaff)!;
  await part('finance data', () => seedDemoFinance({ deps, adminEmail: admin.email }));
  await part('creatives', () =>
    seedDemoCreatives({ deps, adminEmail: admin.email, staffEmail: staff.email }),
  );
  // Before the campaigns: the YOUTUBE campaign's push needs the advertiser's channel connected.
  await part('channel connections', () => seedDemoConnections({ deps, adminEmail: admin.email }));
  await part('campaigns', () =>
    seedDemoCampaigns({ deps, adminEmail: admin.email, staffEmail: staff.email }),
  );
  await part('audience favourites', () => seedDemoAudiences({ deps, userEmail: user.email }));
  await part('pixel data', () => seedDemoPixels({ deps, adminEmail: admin.email }));
  await part('lists', () => seedDemoLists({ deps, adminEmail: admin.email }));
  await part('alerts', () => seedDemoAlerts({ deps, adminEmail: admin.email }));
  // A part that failed is tried again on the next start; once all went through, never again.
  if (!failed)
    await deps.db.execute(
      sql`INSERT INTO demo_seeds (version) VALUES (${demoSeedVersion}) ON CONFLICT (version) DO NOTHING`,
    );
  logDemoSignIns(deps);
}

/**
 * Bumped when the demo gains objects an existing installation should receive on its next start
 * (each part stays idempotent, so a bump only adds what is missing).
 */
export const demoSeedVersion = 1;

async function demoSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows<{ version: number }>(
    db,
    sql`SELECT version FROM demo_seeds WHERE version = ${demoSeedVersion}`,
  );
  return rows.length > 0;
}

function logDemoSignIns(deps: Deps) {
  deps.logger.info(
    {
      users: demoCredentials.map((c) => ({
        email: c.email,
        password: c.password,
        role: c.isStaff ? 'staff' : c.role,
      })),
    },
    `Demo sign-ins (password ${demoPassword}): ${demoCredentials.map((c) => c.email).join(', ')}`,
  );
}
