import { describe, expect, it } from 'vitest';
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { buildPixBrCode, parsePixBrCode } from './pix-brcode';
import { paymentOrderStatuses } from './order-status';
import { isPixLocationId, pixCobrancaPayload, pixCobrancaStatus, pixLocationUrl } from './pix-cobranca';

const locationId = '9d36b84fc70b478fb95c12729b90ca25';

describe('pixLocationUrl', () => {
  it('is APP_URL without scheme or trailing slash, then the location path', () => {
    expect(pixLocationUrl('https://app.verba.com.br/', locationId)).toBe(
      `app.verba.com.br/pix/qr/v2/${locationId}`,
    );
    expect(pixLocationUrl('http://localhost:3000', locationId)).toBe(
      `localhost:3000/pix/qr/v2/${locationId}`,
    );
  });

  it('makes a BR Code a Pix reader takes as dynamic with that location', () => {
    const url = pixLocationUrl('https://app.verba.com.br', locationId);
    const payload = buildPixBrCode({ url, merchantName: 'Verba', merchantCity: 'São Paulo' });
    expect(isValidPixPayload(payload)).toBe(true);
    expect(getPixPayloadInfo(payload)).toMatchObject({ url, pointOfInitiation: 'dynamic' });
  });

  it('builds a localhost location for a sandbox on a developer machine (banks would need a domain)', () => {
    const url = pixLocationUrl('http://localhost:3000', locationId);
    const payload = buildPixBrCode({ url, merchantName: 'Verba', merchantCity: 'São Paulo' });
    expect(parsePixBrCode(payload)).toMatchObject({ url, pointOfInitiation: 'dynamic' });
    expect(isValidPixPayload(payload)).toBe(false);
  });

  it('accepts only 32 lower-case hex digits as a location id', () => {
    expect(isPixLocationId(locationId)).toBe(true);
    expect(isPixLocationId(locationId.toUpperCase())).toBe(false);
    expect(isPixLocationId(`${locationId}0`)).toBe(false);
  });
});

describe('pixCobrancaStatus', () => {
  it('maps every order status', () => {
    const map = Object.fromEntries(paymentOrderStatuses.map((s) => [s, pixCobrancaStatus(s)]));
    expect(map).toEqual({
      pending: 'ATIVA',
      waiting_payment: 'ATIVA',
      processing: 'ATIVA',
      authorized: 'ATIVA',
      paid: 'CONCLUIDA',
      pending_refund: 'CONCLUIDA',
      refunded: 'CONCLUIDA',
      chargedback: 'CONCLUIDA',
      canceled: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
      refused: 'REMOVIDA_PELO_PSP',
      expired: 'REMOVIDA_PELO_PSP',
    });
  });
});

describe('pixCobrancaPayload', () => {
  const input = {
    createdAt: new Date('2026-11-24T01:00:00.000Z'),
    presentedAt: new Date('2026-11-24T01:05:00.000Z'),
    expiresAt: new Date('2026-11-25T01:00:00.000Z'),
    txid: 'A'.repeat(32),
    amount: 123_456n,
    key: 'pix@verba.example',
    payerRequest: 'Pedido PED-000001',
    status: 'waiting_payment' as const,
  };

  it('carries revision, calendar (expiry in seconds), txid, amount as decimal, key, request and status', () => {
    expect(pixCobrancaPayload(input)).toEqual({
      revisao: 0,
      calendario: {
        criacao: '2026-11-24T01:00:00.000Z',
        apresentacao: '2026-11-24T01:05:00.000Z',
        expiracao: 86_400,
      },
      txid: input.txid,
      valor: { original: '1234.56' },
      chave: 'pix@verba.example',
      solicitacaoPagador: 'Pedido PED-000001',
      status: 'ATIVA',
    });
  });

  it('refuses a txid outside 26–35 alphanumerics and a non-positive amount', () => {
    expect(() => pixCobrancaPayload({ ...input, txid: 'A'.repeat(25) })).toThrow(RangeError);
    expect(() => pixCobrancaPayload({ ...input, txid: `${'A'.repeat(30)}-` })).toThrow(RangeError);
    expect(() => pixCobrancaPayload({ ...input, amount: 0n })).toThrow(RangeError);
  });

  it('cuts the payer request to 140 characters', () => {
    expect(pixCobrancaPayload({ ...input, payerRequest: 'x'.repeat(200) }).solicitacaoPagador).toHaveLength(
      140,
    );
  });
});
