import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { boletoFreeField, buildBoleto, buildPixBrCode, formatDigitableLine, nossoNumeroCheckDigit } from '@verba/domain';
import { decodeItf, encodeItf, itfModules } from './itf';
import { pixQrCodeDataUrl, pixQrCodePng } from './pix-qr-code';
import { bankCodeWithDigit, boletoPdf, type BoletoPdfInput } from './boleto-pdf';

describe('ITF (Interleaved 2 of 5)', () => {
  it('encodes a pair with start and stop patterns', () => {
    // "12": 1 = wnnnw in the bars, 2 = nwnnw in the spaces.
    expect(encodeItf('12')).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
  });

  it('round-trips a boleto barcode and has the FEBRABAN module count', () => {
    const barcode = '00196758600001026560000001149718606852452211';
    const elements = encodeItf(barcode);
    expect(elements.length).toBe(4 + 44 * 5 + 3);
    expect(itfModules(elements)).toBe(4 + 44 * (3 + 2 * 3) + 3 + 2);
    expect(decodeItf(elements)).toBe(barcode);
    expect(decodeItf(encodeItf(barcode, 2.5))).toBe(barcode);
  });

  it('round-trips every digit pair', () => {
    const digits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join('');
    expect(decodeItf(encodeItf(digits))).toBe(digits);
  });

  it('rejects an odd digit count and a corrupted symbol', () => {
    expect(() => encodeItf('123')).toThrow(RangeError);
    const elements = encodeItf('1234');
    elements[5] = 3;
    expect(() => decodeItf(elements)).toThrow(RangeError);
  });
});

describe('Pix QR code', () => {
  const payload = buildPixBrCode({
    key: '123e4567-e12b-12d1-a456-426655440000',
    merchantName: 'Verba',
    merchantCity: 'São Paulo',
    amount: 50_000,
    txid: 'ORDER42',
  });

  it('renders a PNG and a data URL', async () => {
    const png = await pixQrCodePng(payload);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(360); // width from the IHDR chunk
    const url = await pixQrCodeDataUrl(payload);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('refuses a payload that is not a valid BR Code', async () => {
    await expect(pixQrCodePng(payload.slice(0, -1) + '0')).rejects.toThrow(RangeError);
  });
});

/** The text drawn by the PDF's content streams (pdfkit writes WinAnsi hex strings in TJ arrays). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + length);
    const content = (match[1] ?? '').includes('FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      texts.push([...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}

const sampleBoletoInput = (): BoletoPdfInput => {
  const carteira = '09';
  const nossoNumero = '00000012345';
  const boleto = buildBoleto({
    bankCode: '237',
    dueDate: '2026-11-23',
    amount: 1_234_567n,
    freeField: boletoFreeField({ agency: '3381', carteira, nossoNumero, account: '0006330' }),
  });
  return {
    bank: { code: '237', name: 'Banco Sandbox Verba' },
    barcode: boleto.barcode,
    beneficiary: { name: 'Verba Tecnologia de Mídia Ltda.', document: '11.222.333/0001-81', address: 'Av. Paulista, 1000 — São Paulo/SP' },
    payer: { name: 'Agência Exemplo Comunicação S.A.', document: '45.059.493/0001-73', address: 'Rua das Flores, 42, Centro — Curitiba/PR — 80020-000' },
    amount: 1_234_567n,
    dueDate: '2026-11-23',
    issuedOn: '2026-11-20',
    documentNumber: 'PED-000042',
    ourNumber: `${carteira}/${nossoNumero}-${nossoNumeroCheckDigit(carteira, nossoNumero)}`,
    agencyAccount: '3381-2 / 0006330-0',
    carteira,
    instructions: ['Pedido de crédito PED-000042 na plataforma Verba.', 'Não receber após o vencimento.'],
  };
};

describe('boletoPdf', () => {
  it('prints the bank code with its check digit', () => {
    expect(['001', '033', '104', '237', '341', '756'].map(bankCodeWithDigit)).toEqual([
      '001-9',
      '033-7',
      '104-0',
      '237-2',
      '341-7',
      '756-0',
    ]);
  });

  it('renders a PDF with the linha digitável, amount and due date', async () => {
    const input = sampleBoletoInput();
    const pdf = await boletoPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const line = formatDigitableLine(buildBoleto({ bankCode: '237', dueDate: input.dueDate, amount: input.amount, freeField: input.barcode.slice(19) }).digitableLine);
    expect(text).toContain(line);
    expect(text).toContain('R$ 12.345,67');
    expect(text).toContain('23/11/2026');
    expect(text).toContain('237-2');
    expect(text).toContain('Verba Tecnologia de Mídia Ltda.');
  });

  it('refuses a barcode that disagrees with the amount or due date', async () => {
    const input = sampleBoletoInput();
    await expect(boletoPdf({ ...input, amount: 1n })).rejects.toThrow(RangeError);
    await expect(boletoPdf({ ...input, dueDate: '2026-11-24' })).rejects.toThrow(RangeError);
  });
});
