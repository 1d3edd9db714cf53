import { z } from '../zod';
import { isCalendarDate } from '../calendar/calendar-date';
import { documentTypeOf, normalizeDocument } from '../documents';
import { languages } from '../languages';
import { text } from './text';

export const limits = { name: 128, email: 254, phone: 20, passwordMin: 8, passwordMax: 128 } as const;

export const nameSchema = text().trim().min(1).max(limits.name);

/** Letters of any script and combining marks, spaces, and . ' - (also ’, as phones type it); empty is min(1)'s. */
const personName = /^(?:[\p{L}\p{M}]+(?:[ .'’-]+[\p{L}\p{M}]+)*\.?)?$/u;

/**
 * A person's name (users): letters of any script, spaces and the marks . ' - only, so a name can
 * carry no markup, link or message into the e-mails and screens that show it.
 */
export const personNameSchema = nameSchema.regex(personName, 'validation:person_name');
export const emailSchema = text()
  .trim()
  .min(1)
  .max(limits.email)
  .pipe(z.email())
  .transform((v) => v.toLowerCase());
export const phoneSchema = text()
  .trim()
  .max(limits.phone)
  .refine((v) => v === '' || /^\+?[\d\s().-]{10,20}$/.test(v), 'validation:phone');
export const passwordSchema = text().min(limits.passwordMin).max(limits.passwordMax);
export const languageSchema = z.enum(languages);
export const codeSchema = text()
  .trim()
  .regex(/^\d{6}$/, 'validation:code_format');

/** CPF (11 digits) or CNPJ (14, numeric or the alphanumeric format valid from July 2026). */
export const documentSchema = text()
  .trim()
  .min(1)
  .refine((v) => documentTypeOf(v) !== undefined, 'validation:document')
  .transform(normalizeDocument);

export const zipcodeSchema = text()
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => /^\d{8}$/.test(v) && v !== '00000000', 'validation:zipcode');

export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const addressSchema = z.object({
  zipcode: zipcodeSchema,
  street: text().trim().min(1).max(limits.name),
  number: text().trim().min(1).max(20),
  complement: text().trim().max(limits.name).optional().default(''),
  neighborhood: text().trim().min(1).max(limits.name),
  city: text().trim().min(1).max(limits.name),
  state: z.enum(brazilianStates),
});
export type Address = z.output<typeof addressSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** A São Paulo calendar day in a query string (`YYYY-MM-DD`). */
export const calendarDateSchema = text().trim().refine(isCalendarDate, 'validation:date');

/**
 * `from` and `to` of a list's date filter (both days included, São Paulo time, DateRangePreset in
 * the SPA); either may be left open.
 */
export const dateRangeQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
/** The refinement of a schema extended with dateRangeQuerySchema: `from` not after `to`. */
export const dateRangeInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
export const dateRangeOrderMessage = { message: 'validation:date_range_order', path: ['to'] };
