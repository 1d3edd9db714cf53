/**
 * Pix BR Code (EMV® MPM payload behind a Pix QR code and its "copia e cola" text), as laid out
 * by the Banco Central "Manual do BR Code" and "Manual de Padrões para Iniciação do Pix".
 *
 * Two shapes are built:
 * - key: the receiver's Pix key in 26-01, with amount (54) and txid (62-05); `singleUse` (default)
 *   writes Point of Initiation Method 12, so the payer's app treats it as a one-time charge.
 * - location: a PSP location URL in 26-25 (dynamic QR code). The manual makes the location the
 *   source of truth for amount and txid, so 54 is left out and 62-05 carries the `***` marker.
 *
 * @brazilian-utils/brazilian-utils builds only static key payloads and amount-less location
 * payloads, so the builder is written here; the library stays the independent oracle in tests,
 * and canonicalises Pix keys (getPixKeyInfo).
 */
import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { centsToDecimal, decimalToCents, toCentsBigInt, type Cents } from './cents';
import { crc16CcittFalse, readTlv, tlv } from './emv-tlv';

export const pixGui = 'br.gov.bcb.pix';
export const pixLimits = {
  merchantName: 25,
  merchantCity: 15,
  txid: 25,
  key: 77,
  url: 77,
  amountChars: 13,
} as const;

interface PixCommonInput {
  /** Receiver name: folded to upper-case ASCII and cut to 25 characters. */
  merchantName: string;
  /** Receiver city: folded to upper-case ASCII and cut to 15 characters. */
  merchantCity: string;
}
export interface PixKeyPayloadInput extends PixCommonInput {
  key: string;
  /** Integer centavos, > 0; omit to let the payer type the amount. */
  amount?: Cents;
  /** 1–25 characters of [A-Za-z0-9]; omitted → the `***` marker. */
  txid?: string;
  /** Free text for the payer (26-02), folded to ASCII and cut to what the template holds. */
  description?: string;
  /** Point of Initiation Method 12 ("can be paid once"); default true. */
  singleUse?: boolean;
}
export interface PixLocationPayloadInput extends PixCommonInput {
  /** PSP location without scheme, e.g. "pix.example.com/qr/v2/9d36b84f…". */
  url: string;
}
export type PixBrCodeInput = PixKeyPayloadInput | PixLocationPayloadInput;

export interface PixBrCode {
  pointOfInitiation: 'static' | 'dynamic';
  key?: string;
  url?: string;
  description?: string;
  merchantCategoryCode: string;
  merchantName: string;
  merchantCity: string;
  /** Integer centavos. */
  amount?: bigint;
  /** Absent when the payload carries the `***` marker. */
  txid?: string;
}

export type PixBrCodeProblem =
  | 'key'
  | 'url'
  | 'merchant_name'
  | 'merchant_city'
  | 'amount'
  | 'txid'
  | 'too_long'
  | 'structure'
  | 'crc'
  | 'missing_field'
  | 'not_pix';

export class PixBrCodeError extends Error {
  constructor(readonly problem: PixBrCodeProblem) {
    super(`Invalid Pix BR Code: ${problem}`);
    this.name = 'PixBrCodeError';
  }
}

/** Accents dropped, upper-cased, anything outside printable ASCII removed, spaces collapsed. */
export function foldPixText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

function fitted(value: string, max: number, problem: PixBrCodeProblem): string {
  const text = foldPixText(value).slice(0, max).trim();
  if (!text) throw new PixBrCodeError(problem);
  return text;
}

const txidPattern = /^[A-Za-z0-9]{1,25}$/;
// A host name of one label or more (`localhost:3000` for a sandbox on a developer's machine).
const urlPattern =
  /^(?![a-z][a-z0-9+.-]*:\/\/)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d+)?(\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*)?$/;

function accountTemplate(input: PixBrCodeInput): string {
  if ('url' in input) {
    if (input.url.length > pixLimits.url || !urlPattern.test(input.url)) throw new PixBrCodeError('url');
    return tlv('00', pixGui) + tlv('25', input.url);
  }
  const key = getPixKeyInfo(input.key)?.value;
  if (!key || key.length > pixLimits.key) throw new PixBrCodeError('key');
  const head = tlv('00', pixGui) + tlv('01', key);
  if (!input.description) return head;
  // The whole 26 template holds 99 characters; the description gets what is left.
  const room = 99 - head.length - 4;
  const description = foldPixText(input.description).slice(0, room).trim();
  return description ? head + tlv('02', description) : head;
}

function amountField(amount: Cents | undefined): string {
  if (amount === undefined) return '';
  const cents = toCentsBigInt(amount);
  const text = cents > 0n ? centsToDecimal(cents) : '';
  if (!text || text.length > pixLimits.amountChars) throw new PixBrCodeError('amount');
  return tlv('54', text);
}

/** The payload ("copia e cola" text) of a Pix BR Code. Throws PixBrCodeError on invalid input. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const isLocation = 'url' in input;
  const txid = isLocation ? '***' : (input.txid ?? '***');
  if (txid !== '***' && !txidPattern.test(txid)) throw new PixBrCodeError('txid');
  const singleUse = isLocation || input.singleUse !== false;

  const body =
    tlv('00', '01') +
    (singleUse ? tlv('01', '12') : '') +
    tlv('26', accountTemplate(input)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (isLocation ? '' : amountField(input.amount)) +
    tlv('58', 'BR') +
    tlv('59', fitted(input.merchantName, pixLimits.merchantName, 'merchant_name')) +
    tlv('60', fitted(input.merchantCity, pixLimits.merchantCity, 'merchant_city')) +
    tlv('62', tlv('05', txid)) +
    '6304';
  if (body.length + 4 > 512) throw new PixBrCodeError('too_long');
  return body + crc16CcittFalse(body);
}

function pixAccount(objects: Map<string, string>): Map<string, string> {
  for (let id = 26; id <= 51; id++) {
    const template = objects.get(String(id));
    const inner = template === undefined ? undefined : readTlv(template);
    if (!inner) continue;
    const fields = new Map(inner.map((o) => [o.id, o.value]));
    if (fields.get('00')?.toLowerCase() === pixGui) return fields;
  }
  throw new PixBrCodeError('not_pix');
}

/** Reads and checks a Pix BR Code (structure, CRC, mandatory objects). Throws PixBrCodeError. */
export function parsePixBrCode(payload: string): PixBrCode {
  const text = payload.trim();
  const crcAt = text.length - 8;
  if (crcAt < 0 || text.slice(crcAt, crcAt + 4) !== '6304') throw new PixBrCodeError('structure');
  if (crc16CcittFalse(text.slice(0, crcAt + 4)) !== text.slice(crcAt + 4).toUpperCase())
    throw new PixBrCodeError('crc');
  const list = readTlv(text);
  if (!list || list[0]?.id !== '00' || list[0].value !== '01') throw new PixBrCodeError('structure');
  const objects = new Map(list.map((o) => [o.id, o.value]));
  if (objects.size !== list.length) throw new PixBrCodeError('structure');

  const mcc = objects.get('52');
  const name = objects.get('59');
  const city = objects.get('60');
  if (
    !mcc ||
    !/^\d{4}$/.test(mcc) ||
    objects.get('53') !== '986' ||
    objects.get('58') !== 'BR' ||
    !name ||
    !city
  )
    throw new PixBrCodeError('missing_field');
  const initiation = objects.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    throw new PixBrCodeError('structure');

  const account = pixAccount(objects);
  const key = account.get('01');
  const url = account.get('25');
  if ((key === undefined) === (url === undefined))
    throw new PixBrCodeError(key === undefined ? 'not_pix' : 'url');

  const out: PixBrCode = {
    pointOfInitiation: url !== undefined || initiation === '12' ? 'dynamic' : 'static',
    merchantCategoryCode: mcc,
    merchantName: name,
    merchantCity: city,
  };
  if (key !== undefined) out.key = key;
  if (url !== undefined) out.url = url;
  const description = account.get('02');
  if (description) out.description = description;

  const amountText = objects.get('54');
  if (amountText !== undefined) {
    const amount = decimalToCents(amountText);
    if (amount === undefined || amount <= 0n) throw new PixBrCodeError('amount');
    out.amount = amount;
  }
  const additional = objects.get('62');
  if (additional !== undefined) {
    const fields = readTlv(additional);
    if (!fields) throw new PixBrCodeError('structure');
    const txid = fields.find((f) => f.id === '05')?.value;
    if (txid !== undefined && txid !== '***') {
      if (!txidPattern.test(txid)) throw new PixBrCodeError('txid');
      out.txid = txid;
    }
  }
  return out;
}

export function isValidPixBrCode(payload: string): boolean {
  try {
    parsePixBrCode(payload);
    return true;
  } catch (error) {
    if (error instanceof PixBrCodeError) return false;
    throw error;
  }
}
