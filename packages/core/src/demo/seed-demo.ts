import { and, eq, isNull } from 'drizzle-orm';
import { companies, users, type DbOrTx } from '@verba/db';
import { roleIds } from '@verba/domain';
import { hashPassword } from '../auth/password-hashing';
import type { Deps } from '../deps';
import { demoCredentials, demoPassword } from './demo-credentials';
import { seedDemoCreatives } from './seed-demo-creatives';
import { seedDemoFinance } from './seed-demo-finance';
import { seedDemoAudiences } from './seed-demo-audiences';
import { seedDemoPixels } from './seed-demo-pixels';
import { seedDemoLists } from './seed-demo-lists';
import { seedDemoCampaigns } from './seed-demo-campaigns';

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
  try {
    const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
    await seedDemoFinance({ deps, adminEmail: admin.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'demo finance data could not be seeded');
  }
  try {
    const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
    const staff = demoCredentials.find((c) => c.isStaff)!;
    await seedDemoCreatives({ deps, adminEmail: admin.email, staffEmail: staff.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'demo creatives could not be seeded');
  }
  try {
    const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
    const staff = demoCredentials.find((c) => c.isStaff)!;
    await seedDemoCampaigns({ deps, adminEmail: admin.email, staffEmail: staff.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'demo campaigns could not be seeded');
  }
  try {
    const user = demoCredentials.find((c) => c.company === 'agency' && c.role === 'user' && !c.isStaff)!;
    await seedDemoAudiences({ deps, userEmail: user.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'demo audience favourites could not be seeded');
  }
  try {
    const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
    await seedDemoPixels({ deps, adminEmail: admin.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'demo pixel data could not be seeded');
  }
  try {
    const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
    await seedDemoLists({ deps, adminEmail: admin.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'demo lists could not be seeded');
  }
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
