/**
 * Boleto de cobrança bancária (FEBRABAN / Carta-Circular BCB 2.926): the 44-digit barcode and the
 * 47-digit linha digitável.
 *
 * Barcode: bank (3) · currency 9 (1) · general check digit (1) · due-date factor (4) ·
 *          amount in centavos (10) · free field (25, the bank's layout).
 * Linha digitável: bank+currency+free[0..5) DV · free[5..15) DV · free[15..25) DV · general DV ·
 *          factor+amount, the three field DVs being módulo 10.
 *
 * The due-date factor counts days from 1997-10-07 and runs 1000–9999; on 2025-02-22 it restarted
 * at 1000 (FEBRABAN), so it now repeats every 9000 days and is resolved against a reference date.
 */
import { addCalendarDays, calendarDaysBetween, type CalendarDate } from '../calendar/calendar-date';
import { toCentsBigInt, type Cents } from './cents';

export const boletoFactorBaseDate: CalendarDate = '1997-10-07';
const factorCycle = 9000;
/** 2000-07-03 = factor 1000, the first date a factor can express. */
export const boletoFirstDueDate: CalendarDate = addCalendarDays(boletoFactorBaseDate, 1000);
export const boletoMaxAmountCents = 9_999_999_999n;

/** Módulo 10 DV of a linha digitável field: weights 2,1,2,1… from the right, digits of products summed. */
export function boletoMod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 general DV: weights 2..9 cycling from the right; 11 − remainder, 0/10/11 → 1. */
export function boletoMod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Due-date factor of a date (from 2000-07-03 on), with the 2025-02-22 restart at 1000. */
export function boletoDueDateFactor(dueDate: CalendarDate): number {
  const days = calendarDaysBetween(boletoFactorBaseDate, dueDate);
  if (days < 1000) throw new RangeError(`A boleto due date must be on or after ${boletoFirstDueDate}`);
  return 1000 + ((days - 1000) % factorCycle);
}

/**
 * The due date a factor stands for: of the dates 9000 days apart that share it, the one nearest
 * to `reference` (a calendar date, usually today or the issue date). Factor 0 = no due date.
 */
export function boletoDueDateFromFactor(factor: number, reference: CalendarDate): CalendarDate | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < 1000 || factor > 9999)
    throw new RangeError(`Invalid due-date factor: ${factor}`);
  const referenceDays = calendarDaysBetween(boletoFactorBaseDate, reference);
  const cycle = Math.max(0, Math.round((referenceDays - factor) / factorCycle));
  return addCalendarDays(boletoFactorBaseDate, factor + cycle * factorCycle);
}

export interface BoletoInput {
  /** COMPE bank code, 3 digits. */
  bankCode: string;
  /** null → factor 0000 (no due date). */
  dueDate: CalendarDate | null;
  /** Integer centavos, 0 … 99.999.999,99 (0 → the payer types the amount). */
  amount: Cents;
  /** The bank's 25-digit free field (see boletoFreeField for the layout built here). */
  freeField: string;
}

export interface Boleto {
  /** 44 digits. */
  barcode: string;
  /** 47 digits. */
  digitableLine: string;
}

export class BoletoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoletoError';
  }
}

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

export function buildBoleto(input: BoletoInput): Boleto {
  if (!/^\d{3}$/.test(input.bankCode)) throw new BoletoError('The bank code has 3 digits');
  if (!/^\d{25}$/.test(input.freeField)) throw new BoletoError('The free field has 25 digits');
  const amount = toCentsBigInt(input.amount);
  if (amount < 0n || amount > boletoMaxAmountCents)
    throw new BoletoError('The amount does not fit 10 digits');
  const factor = input.dueDate === null ? 0 : boletoDueDateFactor(input.dueDate);
  const tail = String(factor).padStart(4, '0') + amount.toString().padStart(10, '0') + input.freeField;
  const head = `${input.bankCode}9`;
  const barcode = head + String(boletoMod11(head + tail)) + tail;
  return { barcode, digitableLine: barcodeToDigitableLine(barcode) };
}

export function isValidBoletoBarcode(value: string): boolean {
  const code = digitsOnly(value);
  return (
    /^\d{44}$/.test(code) &&
    code[3] === '9' &&
    boletoMod11(code.slice(0, 4) + code.slice(5)) === Number(code[4])
  );
}

export function isValidDigitableLine(value: string): boolean {
  const line = digitsOnly(value);
  if (!/^\d{47}$/.test(line)) return false;
  const fieldsOk =
    boletoMod10(line.slice(0, 9)) === Number(line[9]) &&
    boletoMod10(line.slice(10, 20)) === Number(line[20]) &&
    boletoMod10(line.slice(21, 31)) === Number(line[31]);
  return fieldsOk && isValidBoletoBarcode(rearrange(line));
}

function rearrange(line: string): string {
  return (
    line.slice(0, 4) +
    line[32] +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31)
  );
}

export function barcodeToDigitableLine(barcode: string): string {
  const code = digitsOnly(barcode);
  if (!isValidBoletoBarcode(code)) throw new BoletoError('Invalid boleto barcode');
  const field1 = code.slice(0, 4) + code.slice(19, 24);
  const field2 = code.slice(24, 34);
  const field3 = code.slice(34, 44);
  return (
    field1 +
    boletoMod10(field1) +
    field2 +
    boletoMod10(field2) +
    field3 +
    boletoMod10(field3) +
    code[4] +
    code.slice(5, 19)
  );
}

export function digitableLineToBarcode(digitableLine: string): string {
  const line = digitsOnly(digitableLine);
  if (!isValidDigitableLine(line)) throw new BoletoError('Invalid linha digitável');
  return rearrange(line);
}

/** "00190.00009 01149.718601 68524.522114 6 75860000102656" — the printed grouping. */
export function formatDigitableLine(digitableLine: string): string {
  const l = digitsOnly(digitableLine);
  if (!/^\d{47}$/.test(l)) throw new BoletoError('A linha digitável has 47 digits');
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}

export interface BoletoDetails extends Boleto {
  bankCode: string;
  factor: number;
  dueDate: CalendarDate | null;
  /** Integer centavos. */
  amount: bigint;
  freeField: string;
}

/** Reads a barcode (44 digits) or a linha digitável (47), masks allowed. Throws BoletoError. */
export function readBoleto(value: string, reference: CalendarDate): BoletoDetails {
  const digits = digitsOnly(value);
  const barcode = digits.length === 47 ? digitableLineToBarcode(digits) : digits;
  if (!isValidBoletoBarcode(barcode)) throw new BoletoError('Invalid boleto barcode');
  const factor = Number(barcode.slice(5, 9));
  return {
    barcode,
    digitableLine: barcodeToDigitableLine(barcode),
    bankCode: barcode.slice(0, 3),
    factor,
    dueDate: boletoDueDateFromFactor(factor, reference),
    amount: BigInt(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}

/**
 * Free field in the "Carteira / Nosso Número" layout published by Bradesco (237) and used by the
 * sandbox bank: agency (4) · carteira (2) · nosso número (11) · account (7) · 0. Check digits of
 * agency, account and nosso número are not part of the barcode.
 */
export interface CarteiraFreeField {
  agency: string;
  carteira: string;
  nossoNumero: string;
  account: string;
}

export function boletoFreeField(fields: CarteiraFreeField): string {
  const part = (value: string, size: number, name: string) => {
    if (!/^\d+$/.test(value) || value.length > size)
      throw new BoletoError(`${name} has at most ${size} digits`);
    return value.padStart(size, '0');
  };
  return (
    part(fields.agency, 4, 'The agency') +
    part(fields.carteira, 2, 'The carteira') +
    part(fields.nossoNumero, 11, 'The nosso número') +
    part(fields.account, 7, 'The account') +
    '0'
  );
}

export function readBoletoFreeField(freeField: string): CarteiraFreeField {
  if (!/^\d{24}0$/.test(freeField)) throw new BoletoError('Not a carteira / nosso número free field');
  return {
    agency: freeField.slice(0, 4),
    carteira: freeField.slice(4, 6),
    nossoNumero: freeField.slice(6, 17),
    account: freeField.slice(17, 24),
  };
}

/**
 * Nosso número check digit of the same layout: módulo 11 with weights 2..7 over carteira +
 * nosso número; remainder 0 → "0", remainder 1 → "P". Printed next to the nosso número.
 */
export function nossoNumeroCheckDigit(carteira: string, nossoNumero: string): string {
  const digits = carteira.padStart(2, '0') + nossoNumero.padStart(11, '0');
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder === 0 ? '0' : remainder === 1 ? 'P' : String(11 - remainder);
}
