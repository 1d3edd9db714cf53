import { expect } from 'vitest';
import { balanceOf } from '@verba/core/ledger/balance-of';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { runDueJobs } from '@verba/core/jobs/worker';
import { signWebhook } from '@verba/core/gateways/webhook-signature';
import { createSignedInUser } from '@verba/core/testing/factories';
import type { DepositAccount, PaymentOrderView, PublicPaymentOrder, RoleSlug } from '@verba/domain';
import type { TestApp } from '../../testing';
import { advertiserBody } from '../advertisers/advertiser-test-body';

export type Headers = Record<string, string>;

/** The symbolic R$ 1,00 every new advertiser starts with. */
export const symbolic = 100n;

/** A receiving account an operator sets for live deposits (DEPOSIT_ACCOUNT_*, Itaú), as config.ts reads it. */
export const receivingAccount: DepositAccount = {
  bank_code: '341',
  agency: '0500',
  agency_digit: '',
  account: '12345',
  account_digit: '0',
  holder_name: 'Verba Tecnologia de Mídia Ltda.',
  holder_document: '11444777000161',
};

/** Tokens outlive the clock moves of the expiry and chargeback tests. */
const month = 30 * 24 * 3600_000;

/** The bearer headers of a new English-speaking user (in a company of its own unless `companyId`). */
export async function signIn(
  t: TestApp,
  role: RoleSlug,
  options: { companyId?: string; isStaff?: boolean } = {},
): Promise<Headers> {
  return (
    await createSignedInUser({
      db: t.deps.db,
      ...options,
      role,
      language: 'en',
      now: t.deps.now(),
      ttlMs: month,
    })
  ).headers;
}

export async function createAdvertiser(
  t: TestApp,
  headers: Headers,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/advertisers',
    headers,
    payload: advertiserBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

export async function createOrder(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
  extraHeaders: Headers = {},
): Promise<PaymentOrderView> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment-orders',
    headers: { ...headers, ...extraHeaders },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: PaymentOrderView }>().data;
}

export async function publicOrder(t: TestApp, publicId: string): Promise<PublicPaymentOrder> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/orders/${publicId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PublicPaymentOrder }>().data;
}

/** Runs every due durable job, as the worker would: sandbox webhooks are delivered. */
export async function deliverJobs(t: TestApp) {
  while ((await runDueJobs({ deps: t.deps, handlers: jobHandlers, limit: 50 })) > 0);
}

export async function sandbox(t: TestApp, publicId: string, action: 'pay' | 'expire' | 'refuse') {
  return t.app.inject({ method: 'POST', url: `/api/v1/public/orders/${publicId}/sandbox/${action}` });
}

/** A webhook signed like the sandbox gateway signs them (or with the given secret / timestamp). */
export function postWebhook(
  t: TestApp,
  event: { event_id: string; order_public_id: string; type: string; occurred_at?: string },
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const rawBody = JSON.stringify({ occurred_at: t.deps.now().toISOString(), ...event });
  const timestamp = String(options.timestamp ?? Math.floor(t.deps.now().getTime() / 1000));
  const signature =
    options.signature ??
    signWebhook({ secret: options.secret ?? t.deps.config.sandboxWebhookSecret ?? '', timestamp, rawBody });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-verba-timestamp': timestamp,
      'x-verba-signature': signature,
    },
    payload: rawBody,
  });
}

export const advertiserBalance = (t: TestApp, advertiserId: string) =>
  balanceOf({
    db: t.deps.db,
    type: 'advertiser_wallet',
    owner: { type: 'advertiser', id: advertiserId },
    currency: 'BRL',
  });

export const companyBalance = (t: TestApp, companyId: string) =>
  balanceOf({
    db: t.deps.db,
    type: 'company_wallet',
    owner: { type: 'company', id: companyId },
    currency: 'BRL',
  });

/** Agency cashback from card and PayPal payments still on hold (not withdrawable yet). */
export const companyHeld = (t: TestApp, companyId: string) =>
  balanceOf({
    db: t.deps.db,
    type: 'cashback_hold',
    owner: { type: 'company', id: companyId },
    currency: 'BRL',
  });

export const receivableBalance = (t: TestApp, advertiserId: string) =>
  balanceOf({
    db: t.deps.db,
    type: 'chargeback_receivable',
    owner: { type: 'advertiser', id: advertiserId },
    currency: 'BRL',
  });

/** A card that is valid for the sandbox's card checks, with the given number. */
export const card = (number: string, overrides: Record<string, string> = {}) => ({
  number,
  holder_name: 'Maria Souza',
  expiry: '12/34',
  cvv: number.startsWith('3') ? '1234' : '123',
  ...overrides,
});
