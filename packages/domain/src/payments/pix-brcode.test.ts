import { describe, expect, it } from 'vitest';
import { generatePixPayload, getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { crc16CcittFalse } from './emv-tlv';
import { buildPixBrCode, foldPixText, isValidPixBrCode, parsePixBrCode, PixBrCodeError } from './pix-brcode';

// Example of the Banco Central "Manual do BR Code" (static payload with an EVP key).
const bacenStatic =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// Dynamic example of the "Manual de Padrões para Iniciação do Pix" (location in 26-25).
const bacenDynamic =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99' +
  '5204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';

const evp = '123e4567-e12b-12d1-a456-426655440000';

describe('crc16CcittFalse', () => {
  it('matches the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('reproduces the CRC of the Banco Central examples', () => {
    expect(crc16CcittFalse(bacenStatic.slice(0, -4))).toBe('1D3D');
    expect(crc16CcittFalse(bacenDynamic.slice(0, -4))).toBe('EEAB');
  });
});

describe('parsePixBrCode', () => {
  it('reads the Banco Central static example', () => {
    expect(parsePixBrCode(bacenStatic)).toEqual({
      pointOfInitiation: 'static',
      key: evp,
      merchantCategoryCode: '0000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
  });

  it('reads the Banco Central dynamic example', () => {
    expect(parsePixBrCode(bacenDynamic)).toMatchObject({
      pointOfInitiation: 'dynamic',
      url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
      merchantName: 'EMPRESA',
      merchantCity: 'SAO PAULO',
    });
  });

  it('rejects a broken CRC, a truncated payload and a non-Pix template', () => {
    expect(() => parsePixBrCode(bacenStatic.slice(0, -1) + 'E')).toThrow(PixBrCodeError);
    expect(isValidPixBrCode(bacenStatic.slice(0, -1) + 'E')).toBe(false);
    expect(isValidPixBrCode(bacenStatic.slice(10))).toBe(false);
    const other = bacenStatic.replace('br.gov.bcb.pix', 'br.gov.bcb.xyz').slice(0, -4);
    expect(isValidPixBrCode(other + crc16CcittFalse(other))).toBe(false);
  });
});

describe('buildPixBrCode', () => {
  const key = { key: evp, merchantName: 'Verba Mídia Programática Ltda', merchantCity: 'São Paulo' };

  it('builds a single-use key payload with amount and txid (golden)', () => {
    const payload = buildPixBrCode({ ...key, amount: 123_456n, txid: 'VRB7Q2M4X9K' });
    expect(payload).toBe(
      '000201010212' +
        '26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '52040000530398654071234.565802BR' +
        '5924VERBA MIDIA PROGRAMATICA' +
        '6009SAO PAULO' +
        '62150511VRB7Q2M4X9K' +
        '6304DF08',
    );
    expect(isValidPixPayload(payload)).toBe(true);
    expect(parsePixBrCode(payload)).toEqual({
      pointOfInitiation: 'dynamic',
      key: evp,
      merchantCategoryCode: '0000',
      merchantName: 'VERBA MIDIA PROGRAMATICA',
      merchantCity: 'SAO PAULO',
      amount: 123_456n,
      txid: 'VRB7Q2M4X9K',
    });
  });

  it('is accepted and read the same way by @brazilian-utils (independent oracle)', () => {
    const payload = buildPixBrCode({ ...key, amount: 50_000, txid: 'ORDER123' });
    expect(isValidPixPayload(payload)).toBe(true);
    expect(getPixPayloadInfo(payload)).toMatchObject({
      key: evp,
      amount: 500,
      txid: 'ORDER123',
      pointOfInitiation: 'dynamic',
      merchantCity: 'SAO PAULO',
    });
  });

  it('equals the library payload byte for byte where both can express it', () => {
    const input = { merchantName: 'FULANO DE TAL', merchantCity: 'BRASILIA' };
    expect(
      buildPixBrCode({ ...input, key: '123.456.789-09', amount: 12_345, txid: 'ABC123', singleUse: false }),
    ).toBe(generatePixPayload({ ...input, key: '123.456.789-09', amount: 123.45, txid: 'ABC123' }));
    const url = 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25';
    expect(buildPixBrCode({ ...input, url })).toBe(generatePixPayload({ ...input, url }));
  });

  it('reproduces the Banco Central dynamic example from its fields (GUI written in lower case)', () => {
    const built = buildPixBrCode({
      url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
      merchantName: 'Empresa',
      merchantCity: 'São Paulo',
    });
    expect(built.slice(0, -4)).toBe(bacenDynamic.slice(0, -4).replace('BR.GOV.BCB.PIX', 'br.gov.bcb.pix'));
    expect(parsePixBrCode(built)).toEqual(parsePixBrCode(bacenDynamic));
  });

  it('canonicalises the key and folds name and city to upper-case ASCII within their limits', () => {
    const payload = buildPixBrCode({
      key: '+55 (11) 94321-4321',
      merchantName: 'Ação & Cia',
      merchantCity: 'Ribeirão das Neves Grande',
      amount: 1,
    });
    expect(parsePixBrCode(payload)).toMatchObject({
      key: '+5511943214321',
      merchantName: 'ACAO & CIA',
      merchantCity: 'RIBEIRAO DAS NE',
      amount: 1n,
    });
    expect(foldPixText('  Crème   brûlée ')).toBe('CREME BRULEE');
  });

  it('fits the description into what the account template holds', () => {
    const payload = buildPixBrCode({ ...key, description: 'Pedido '.repeat(20) });
    const info = parsePixBrCode(payload);
    expect(info.description?.startsWith('PEDIDO PEDIDO')).toBe(true);
    expect(payload.slice(payload.indexOf('26') + 2, payload.indexOf('26') + 4)).toBe('99');
  });

  it('rejects invalid input', () => {
    const problem = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof PixBrCodeError ? error.problem : 'other';
      }
      return 'none';
    };
    expect(problem(() => buildPixBrCode({ ...key, txid: 'has-dash' }))).toBe('txid');
    expect(problem(() => buildPixBrCode({ ...key, txid: 'A'.repeat(26) }))).toBe('txid');
    expect(problem(() => buildPixBrCode({ ...key, amount: 0 }))).toBe('amount');
    expect(problem(() => buildPixBrCode({ ...key, amount: 1_000_000_000_000n }))).toBe('amount');
    expect(problem(() => buildPixBrCode({ ...key, amount: 10.5 }))).toBe('other');
    expect(problem(() => buildPixBrCode({ ...key, key: 'not a key' }))).toBe('key');
    expect(problem(() => buildPixBrCode({ ...key, merchantName: '   ' }))).toBe('merchant_name');
    expect(problem(() => buildPixBrCode({ ...key, merchantCity: '☃' }))).toBe('merchant_city');
    expect(
      problem(() =>
        buildPixBrCode({ url: 'https://pix.example.com/qr/1', merchantName: 'A', merchantCity: 'B' }),
      ),
    ).toBe('url');
    expect(
      problem(() =>
        buildPixBrCode({ url: `pix.example.com/${'a'.repeat(70)}`, merchantName: 'A', merchantCity: 'B' }),
      ),
    ).toBe('url');
  });
});
