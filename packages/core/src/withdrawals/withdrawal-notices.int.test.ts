/**
 * A withdrawal that ends (failed or paid) e-mails the company's finance users once each, in their
 * language, from the transaction that changes its status; replays e-mail no one again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { bankAccounts, emailOutbox } from '@verba/db';
import type { Actor } from '../deps';
import { runDueJobs } from '../jobs/worker';
import { ensureAccount } from '../ledger/ensure-account';
import { expectLedgerBalanced } from '../ledger/testing';
import { transfer } from '../ledger/transfer';
import { companyWalletOwner } from '../payment-orders/bookings';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany, createUser, type UserRow } from '../testing/factories';
import { completeWithdrawal } from './complete-withdrawal';
import { requestWithdrawal } from './request-withdrawal';
import { sendPayout, sendPayoutJobKind } from './send-payout';

describe('withdrawal e-mails to the finance users', () => {
  let deps: TestDeps;
  beforeAll(async () => {
    deps = await createTestDeps({ appUrl: 'https://app.verba.test' });
  });
  afterAll(() => deps.database.close());

  /** A company with a main account (the sandbox refuses one made of nines), R$ 5.000,00 and users of every kind. */
  async function companyWithTeam({ account, accountDigit }: { account: string; accountDigit: string }) {
    const db = deps.db;
    const company = await createCompany({ db, tradeName: 'Agência Aurora' });
    const companyId = company.id;
    const manager = await createUser({ db, companyId, role: 'manager', language: 'pt_BR', name: 'Marta' });
    const userManagerEn = await createUser({
      db,
      companyId,
      role: 'user_manager',
      language: 'en',
      name: 'Ellen',
    });
    const userManagerEs = await createUser({
      db,
      companyId,
      role: 'user_manager',
      language: 'es',
      name: 'Elena',
    });
    const silent = [
      await createUser({ db, companyId, role: 'user', language: 'pt_BR' }),
      await createUser({ db, companyId, role: 'manager', isActive: false }),
      await createUser({ db, companyId, role: 'manager', deletedAt: new Date() }),
      await createUser({ db, companyId, role: 'user_manager', emailsEnabled: false }),
      await createUser({ db, companyId, role: 'user_manager', isEmailVerified: false, passwordHash: null }),
      await createUser({ db, role: 'manager' }), // another company's
    ];
    await db.insert(bankAccounts).values({
      companyId,
      bankCode: '077',
      agency: '0001',
      account,
      accountDigit,
      type: 'current',
      holderDocument: company.document,
      holderName: company.legalName,
      isMain: true,
    });
    const wallet = await ensureAccount({
      db,
      type: 'company_wallet',
      owner: companyWalletOwner(companyId),
      currency: 'BRL',
    });
    const bonus = await ensureAccount({ db, type: 'bonus_expense', currency: 'BRL' });
    await transfer({
      db,
      from: bonus.id,
      to: wallet.id,
      amount: 500_000n,
      kind: 'bonus_credit',
      idempotencyKey: `fund:${randomUUID()}`,
    });
    const actor: Actor = {
      userId: manager.id,
      companyId,
      role: 'manager',
      isStaff: false,
      tokenId: randomUUID(),
      impersonatorUserId: null,
      language: 'pt_BR',
    };
    return { actor, finance: { manager, userManagerEn, userManagerEs }, silent };
  }

  const outboxFor = async (users: UserRow[]) => {
    const emails = new Set(users.map((u) => u.email));
    const rows = await deps.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    return rows.filter((r) => emails.has(r.toEmail));
  };

  it('failed payout: one e-mail per finance user in their language; a replayed job or webhook sends nothing more', async () => {
    const { actor, finance, silent } = await companyWithTeam({ account: '99999999', accountDigit: '9' });
    const withdrawal = await requestWithdrawal({ deps, actor, input: { amount: 123_456n } });

    await sendPayout({ deps, payload: { withdrawal_id: withdrawal.id }, attempt: 1 });

    const sent = await outboxFor([...Object.values(finance), ...silent]);
    expect(sent.map((m) => [m.toEmail, m.template, m.language]).sort()).toEqual(
      [
        [finance.manager.email, 'withdrawal_failed', 'pt_BR'],
        [finance.userManagerEn.email, 'withdrawal_failed', 'en'],
        [finance.userManagerEs.email, 'withdrawal_failed', 'es'],
      ].sort(),
    );
    const byEmail = new Map(sent.map((m) => [m.toEmail, m]));
    const pt = byEmail.get(finance.manager.email)!;
    expect(pt.subject).toBe('O saque de R$ 1.234,56 não foi concluído');
    expect(pt.textBody).toContain('Olá, Marta!');
    expect(pt.textBody).toContain('para Banco Inter S.A., conta ••••9999-9 não foi concluída.');
    expect(pt.textBody).toContain('Motivo informado pelo banco: conta encerrada.');
    expect(pt.textBody).toContain(
      'R$ 1.238,23 (R$ 1.234,56 mais a tarifa de R$ 3,67) voltou para a carteira da empresa',
    );
    expect(pt.textBody).toContain('https://app.verba.test/finances?tab=withdrawals');
    expect(pt.textBody).toContain('Agência Aurora');
    expect(pt.textBody).not.toContain('99999999');
    expect(byEmail.get(finance.userManagerEn.email)!.subject).toBe(
      'Your withdrawal of R$ 1.234,56 was not completed',
    );
    expect(byEmail.get(finance.userManagerEn.email)!.textBody).toContain(
      'Reason given by the bank: account closed.',
    );
    expect(byEmail.get(finance.userManagerEs.email)!.subject).toBe('El retiro de R$ 1.234,56 no se completó');

    // The job ran by hand above is still queued: the worker runs it again later (a retry), and the
    // rail's failure webhook arrives once more. Neither e-mails anyone again.
    deps.advance(10 * 86_400_000);
    expect(
      await runDueJobs({ deps, handlers: { [sendPayoutJobKind]: sendPayout }, limit: 50 }),
    ).toBeGreaterThanOrEqual(1);
    await completeWithdrawal({
      deps,
      withdrawalId: withdrawal.id,
      result: { status: 'failed', reference: `sandbox-payout-${withdrawal.id}`, reason: 'account_closed' },
    });
    await completeWithdrawal({
      deps,
      withdrawalId: withdrawal.id,
      result: { status: 'paid', reference: `sandbox-payout-${withdrawal.id}` },
    });
    expect(await outboxFor([...Object.values(finance), ...silent])).toHaveLength(3);
    await expectLedgerBalanced(deps.db);
  });

  it('paid payout: a short e-mail to each finance user, and only one', async () => {
    const { actor, finance, silent } = await companyWithTeam({ account: '210169', accountDigit: '6' });
    const withdrawal = await requestWithdrawal({ deps, actor, input: { amount: 50_000n } });

    await sendPayout({ deps, payload: { withdrawal_id: withdrawal.id }, attempt: 1 });
    await sendPayout({ deps, payload: { withdrawal_id: withdrawal.id }, attempt: 2 });

    const sent = await outboxFor([...Object.values(finance), ...silent]);
    expect(sent.map((m) => [m.toEmail, m.template]).sort()).toEqual(
      [
        [finance.manager.email, 'withdrawal_paid'],
        [finance.userManagerEn.email, 'withdrawal_paid'],
        [finance.userManagerEs.email, 'withdrawal_paid'],
      ].sort(),
    );
    const en = sent.find((m) => m.toEmail === finance.userManagerEn.email)!;
    expect(en.subject).toBe('Withdrawal of R$ 500,00 paid');
    expect(en.textBody).toMatch(
      /The withdrawal of R\$ 500,00 was transferred to Banco Inter S\.A\., account ••••0169-6 on \d{2}\/\d{2}\/\d{4}\./,
    );
    await expectLedgerBalanced(deps.db);
  });

  it('e-mails nothing while the rail has not answered for good', async () => {
    const { actor, finance } = await companyWithTeam({ account: '210169', accountDigit: '6' });
    const withdrawal = await requestWithdrawal({ deps, actor, input: { amount: 20_000n } });
    await completeWithdrawal({
      deps,
      withdrawalId: withdrawal.id,
      result: { status: 'paid', reference: 'early' },
    }); // still `requested`: ignored
    expect(await outboxFor(Object.values(finance))).toHaveLength(0);
  });
});
