import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, exportJWK, type JSONWebKeySet } from 'jose';
import { createCompany } from '@verba/core/testing/factories';
import { sandboxBeneficiary } from '@verba/core/gateways/sandbox/sandbox-bank';
import { parsePixBrCode, type PaymentOrderView, type PixCobrancaPayload } from '@verba/domain';
import { createTestApp, type TestApp } from '../../testing';
import {
  createAdvertiser,
  createOrder,
  deliverJobs,
  sandbox,
  signIn,
  type Headers,
} from '../payment-orders/payment-test-helpers';

describe('dynamic Pix: the BR Code names a location the app serves as a signed JWS', () => {
  let t: TestApp;
  let manager: Headers;
  let advertiserId: string;

  beforeAll(async () => {
    // A domain name, as a payer's bank needs (a Pix reader refuses a `localhost` location).
    t = await createTestApp({ rateLimit: false, appUrl: 'https://app.verba.example' });
    const company = await createCompany({ db: t.deps.db, kind: 'agency' });
    manager = await signIn(t, 'manager', { companyId: company.id });
    advertiserId = await createAdvertiser(t, manager);
  });
  afterAll(() => t.close());

  const pixOrder = () =>
    createOrder(t, manager, { advertiser_id: advertiserId, amount: '123456', method: 'PIX' });
  const host = () => new URL(t.deps.config.appUrl).host;

  /** The location request a payer's bank makes: no session, the URL of 26-25 over https (here, inject). */
  const fetchCharge = async (order: PaymentOrderView) => {
    const { url } = getPixPayloadInfo(order.pix!.payload) as { url: string };
    expect(url.startsWith(`${host()}/pix/qr/v2/`)).toBe(true);
    return t.app.inject({ method: 'GET', url: url.slice(host().length) });
  };

  /** Verifies the JWS with jose against the JWKS fetched from its own `jku`. */
  const verified = async (jws: string) => {
    const header = decodeProtectedHeader(jws);
    expect(header).toMatchObject({ alg: 'RS256', jku: `${t.deps.config.appUrl}/pix/jwks` });
    expect(header.kid).toEqual(expect.any(String));
    const jwksAnswer = await t.app.inject({ method: 'GET', url: new URL(header.jku!).pathname });
    expect(jwksAnswer.statusCode).toBe(200);
    const jwks = jwksAnswer.json<JSONWebKeySet>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', kid: header.kid, use: 'sig', alg: 'RS256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await compactVerify(jws, createLocalJWKSet(jwks));
    return JSON.parse(new TextDecoder().decode(payload)) as PixCobrancaPayload;
  };

  it('emits a BR Code a Pix parser reads as dynamic (26-25 location, method 12, txid ***)', async () => {
    const order = await pixOrder();
    const payload = order.pix!.payload;
    expect(isValidPixPayload(payload)).toBe(true);
    const info = getPixPayloadInfo(payload)!;
    expect(info).toMatchObject({ pointOfInitiation: 'dynamic' });
    expect(info.url).toMatch(new RegExp(`^${host()}/pix/qr/v2/[0-9a-f]{32}$`));
    // No amount, key or txid in the code itself: the location is the source of truth.
    expect(info).not.toHaveProperty('key');
    expect(info).not.toHaveProperty('amount');
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('62070503***6304');
    expect(parsePixBrCode(payload)).toMatchObject({ pointOfInitiation: 'dynamic', url: info.url });
    expect(order.pix!.txid).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('serves the charge without a session: amount, txid, key, expiry, and a status that follows the order', async () => {
    const order = await pixOrder();
    const answer = await fetchCharge(order);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/jose/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const charge = await verified(answer.body);
    expect(charge).toMatchObject({
      revisao: 0,
      txid: order.pix!.txid,
      valor: { original: '1234.56' },
      chave: sandboxBeneficiary.pixKey,
      status: 'ATIVA',
    });
    expect(charge.solicitacaoPagador).toContain(order.code);
    expect(charge.calendario.expiracao).toBe(24 * 3600);
    expect(new Date(charge.calendario.criacao).getTime() + charge.calendario.expiracao * 1000).toBe(
      new Date(order.pix!.expires_at).getTime(),
    );
    expect(new Date(charge.calendario.apresentacao).getTime()).toBeGreaterThanOrEqual(
      new Date(charge.calendario.criacao).getTime(),
    );

    expect((await sandbox(t, order.public_id, 'pay')).statusCode).toBe(202);
    await deliverJobs(t);
    expect((await verified((await fetchCharge(order)).body)).status).toBe('CONCLUIDA');
  });

  it('answers removed by the PSP once the order expired', async () => {
    const order = await pixOrder();
    await sandbox(t, order.public_id, 'expire');
    await deliverJobs(t);
    expect((await verified((await fetchCharge(order)).body)).status).toBe('REMOVIDA_PELO_PSP');
  });

  it('fails verification against any other key, and when the payload is altered', async () => {
    const jws = (await fetchCharge(await pixOrder())).body;
    const other = await exportJWK(generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey);
    const kid = decodeProtectedHeader(jws).kid;
    await expect(
      compactVerify(jws, createLocalJWKSet({ keys: [{ ...other, kid, alg: 'RS256' }] })),
    ).rejects.toThrow();
    const [head, body, signature] = jws.split('.');
    const altered = Buffer.from(
      Buffer.from(body!, 'base64url').toString().replace('"1234.56"', '"0.01"'),
    ).toString('base64url');
    const jwks = (await t.app.inject({ method: 'GET', url: '/pix/jwks' })).json<JSONWebKeySet>();
    await expect(compactVerify(`${head}.${altered}.${signature}`, createLocalJWKSet(jwks))).rejects.toThrow();
  });

  it('answers 404 to an unknown or malformed location', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'nope', '../../api/v1/users'])
      expect((await t.app.inject({ method: 'GET', url: `/pix/qr/v2/${id}` })).statusCode).toBe(404);
  });
});

describe('dynamic Pix in live mode', () => {
  it('has no sandbox charges and no key: location and JWKS answer 404', async () => {
    const t = await createTestApp({ paymentsMode: 'live', pixSigningKey: undefined });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/pix/jwks' })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/pix/qr/v2/0123456789abcdef0123456789abcdef' }))
          .statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
