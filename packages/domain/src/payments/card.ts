/**
 * Payment card checks shared by the card form and the gateway: number (Luhn, brand, length),
 * CVV, expiry and holder name. A card number never leaves the gateway call in clear; what is
 * kept is the brand, the last four digits and the expiry.
 */
import { z } from '../zod';
import { saoPauloDateOf } from '../calendar/calendar-date';
import { text } from '../schemas/text';

export const cardBrands = ['VISA', 'MASTERCARD', 'ELO', 'AMEX', 'HIPERCARD'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandRules: Record<CardBrand, { lengths: readonly number[]; cvvLength: 3 | 4 }> = {
  VISA: { lengths: [13, 16, 19], cvvLength: 3 },
  MASTERCARD: { lengths: [16], cvvLength: 3 },
  ELO: { lengths: [16], cvvLength: 3 },
  AMEX: { lengths: [15], cvvLength: 4 },
  HIPERCARD: { lengths: [16, 19], cvvLength: 3 },
};

/** i18n keys of the card messages (spec §8). */
export const cardMessageKeys = {
  number: 'payments:card.check_number',
  cvv: 'payments:card.check_cvv',
  expiry: 'payments:card.check_expiry',
  holderName: 'payments:card.check_holder_name',
  processingError: 'payments:card.processing_error',
} as const;

/** Digits only: spaces, dots and dashes typed or pasted with the number are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  let double = true;
  for (let i = payload.length - 1; i >= 0; i--) {
    let digit = Number(payload[i]);
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnIsValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

// Elo BINs as published by Elo (and mirrored in Braintree's credit-card-type): single BINs and ranges.
const eloBins: readonly (number | readonly [number, number])[] = [
  401178,
  401179,
  431274,
  438935,
  451416,
  457393,
  457631,
  457632,
  504175,
  [506699, 506778],
  [509000, 509999],
  627780,
  636297,
  636368,
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const hipercardBins = [606282, 384100, 384140, 384160];

function inRange(value: number, from: number, to: number): boolean {
  return value >= from && value <= to;
}

/**
 * Brand from the leading digits (IIN). Elo and Hipercard are tested first because their BINs sit
 * inside ranges of other networks (Elo's 4xxxxx and 65xxxx). Elo and Hipercard need 6 digits.
 */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = normalizeCardNumber(number);
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (eloBins.some((b) => (typeof b === 'number' ? b === bin : inRange(bin, b[0], b[1])))) return 'ELO';
    if (hipercardBins.includes(bin)) return 'HIPERCARD';
  }
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (two === 34 || two === 37) return 'AMEX';
  if (inRange(two, 51, 55) || (digits.length >= 4 && inRange(four, 2221, 2720))) return 'MASTERCARD';
  if (digits.startsWith('4')) return 'VISA';
  return undefined;
}

/** A number of a supported brand, with that brand's length and a valid Luhn check digit. */
export function isValidCardNumber(number: string): boolean {
  const digits = normalizeCardNumber(number);
  const brand = detectCardBrand(digits);
  return (
    brand !== undefined &&
    cardBrandRules[brand].lengths.includes(digits.length) &&
    !/^(\d)\1+$/.test(digits) &&
    luhnIsValid(digits)
  );
}

export function cvvLengthOf(brand: CardBrand): 3 | 4 {
  return cardBrandRules[brand].cvvLength;
}

export function isValidCvv(cvv: string, brand: CardBrand | undefined): boolean {
  const value = cvv.trim();
  return brand ? new RegExp(`^\\d{${cvvLengthOf(brand)}}$`).test(value) : /^\d{3,4}$/.test(value);
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** "MM/YY" or "MM/YYYY" (spaces allowed around the slash). */
export function parseCardExpiry(value: string): CardExpiry | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export function formatCardExpiry({ month, year }: CardExpiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Longest validity a card is issued with; a later expiry is a typing mistake. */
const maxCardYears = 20;

/** A card is valid through the last day of its expiry month (São Paulo calendar). */
export function isValidCardExpiry(value: string, now: Date): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  const today = saoPauloDateOf(now);
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  const months = expiry.year * 12 + expiry.month;
  return months >= current && months <= current + maxCardYears * 12;
}

export const cardHolderNameMax = 26;

/** Trimmed, spaces collapsed, upper-case — as embossed on the card. */
export function normalizeCardHolderName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Letters (accents allowed), spaces, apostrophes, dots and hyphens; 2–26 characters, ≥ 2 letters. */
export function isValidCardHolderName(value: string): boolean {
  const name = normalizeCardHolderName(value);
  return (
    name.length <= cardHolderNameMax &&
    /^\p{L}[\p{L}\p{M} '.-]*$/u.test(name) &&
    (name.match(/\p{L}/gu)?.length ?? 0) >= 2
  );
}

export function cardLast4(number: string): string {
  return normalizeCardNumber(number).slice(-4);
}

/** Card form and card-payment input. `now` decides whether the expiry is in the past. */
export function createCardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: text().transform(normalizeCardNumber).refine(isValidCardNumber, cardMessageKeys.number),
      holder_name: text()
        .refine(isValidCardHolderName, cardMessageKeys.holderName)
        .transform(normalizeCardHolderName),
      expiry: text()
        .refine((v) => isValidCardExpiry(v, now()), cardMessageKeys.expiry)
        .transform((v) => formatCardExpiry(parseCardExpiry(v)!)),
      cvv: text()
        .trim()
        .regex(/^\d{3,4}$/, cardMessageKeys.cvv),
    })
    .superRefine((card, ctx) => {
      // A malformed CVV is already reported by its own field check.
      const brand = detectCardBrand(card.number);
      if (brand && /^\d{3,4}$/.test(card.cvv) && !isValidCvv(card.cvv, brand))
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: cardMessageKeys.cvv });
    });
}

export const cardSchema = createCardSchema();
export type CardInput = z.output<typeof cardSchema>;

/**
 * Sandbox gateway test cards (any holder name, a future expiry and a CVV of the brand's length).
 * APPROVE is paid at once; REFUSE is refused by the issuer; CHARGEBACK is paid and later charged
 * back; ERROR fails with "Error processing card, please try again later". Any other valid card
 * is approved.
 */
export const sandboxCardOutcomes = ['APPROVE', 'REFUSE', 'CHARGEBACK', 'ERROR'] as const;
export type SandboxCardOutcome = (typeof sandboxCardOutcomes)[number];

export const sandboxTestCards: Record<Exclude<SandboxCardOutcome, 'ERROR'>, Record<CardBrand, string>> & {
  ERROR: Partial<Record<CardBrand, string>>;
} = {
  APPROVE: {
    VISA: '4111111111111111',
    MASTERCARD: '5555555555554444',
    ELO: '6362970000457013',
    AMEX: '378282246310005',
    HIPERCARD: '6062825624254001',
  },
  REFUSE: {
    VISA: '4000000000000002',
    MASTERCARD: '5105105105105100',
    ELO: '5066990000000010',
    AMEX: '371449635398431',
    HIPERCARD: '6062820000000029',
  },
  CHARGEBACK: {
    VISA: '4000000000000259',
    MASTERCARD: '2223000048400011',
    ELO: '5090000000000026',
    AMEX: '370000000000028',
    HIPERCARD: '6062820000000037',
  },
  ERROR: { VISA: '4000000000000119' },
};

export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  const digits = normalizeCardNumber(number);
  for (const outcome of sandboxCardOutcomes) {
    if (Object.values(sandboxTestCards[outcome]).includes(digits)) return outcome;
  }
  return 'APPROVE';
}
