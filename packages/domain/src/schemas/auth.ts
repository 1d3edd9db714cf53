import { z } from '../zod';
import {
  codeSchema,
  documentSchema,
  emailSchema,
  languageSchema,
  nameSchema,
  limits,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from './common';
import { text } from './text';

export const loginSchema = z.object({ email: emailSchema, password: text().min(1).max(256) });
export type LoginInput = z.output<typeof loginSchema>;

const bothEmails = z.object({ email: emailSchema, email_confirmation: emailSchema });

export const registerSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    email_confirmation: emailSchema,
    password: passwordSchema,
    phone: phoneSchema.optional().default(''),
    company_name: nameSchema,
    company_document: documentSchema,
    company_type: z.enum(['agency', 'advertiser']).default('agency'),
    language: languageSchema.optional(),
    referral_code: text().trim().max(64).optional(),
    accept_terms: z.literal(true, 'validation:accept_terms'),
  })
  .refine((v) => v.email === v.email_confirmation, {
    message: 'validation:email_confirmation',
    path: ['email_confirmation'],
    // Checked as soon as both e-mails are valid, so the mismatch shows with every other error.
    when: ({ value }) => bothEmails.safeParse(value).success,
  });
export type RegisterInput = z.output<typeof registerSchema>;

export const verifyEmailSchema = z.object({ email: emailSchema, code: codeSchema });
export const emailOnlySchema = z.object({ email: emailSchema });
/** The opaque id of a two-factor challenge, returned by the password step of `login`. */
const challengeIdSchema = text().min(1).max(256);
export const twoFactorRequestSchema = z.object({ email: emailSchema, challenge_id: challengeIdSchema });
export type TwoFactorRequestInput = z.output<typeof twoFactorRequestSchema>;
export const twoFactorAuthenticateSchema = z.object({
  email: emailSchema,
  challenge_id: challengeIdSchema,
  code: codeSchema,
});
export type TwoFactorAuthenticateInput = z.output<typeof twoFactorAuthenticateSchema>;

const passwordWithConfirmation = z.object({
  token: text().min(1).max(256),
  email: emailSchema,
  password: passwordSchema,
  password_confirmation: text(),
});
export const passwordResetSchema = passwordWithConfirmation.refine(
  (v) => v.password === v.password_confirmation,
  {
    message: 'validation:password_confirmation',
    path: ['password_confirmation'],
  },
);
export type PasswordResetInput = z.output<typeof passwordResetSchema>;

/** `PUT users/me/password` (Settings): the current password, and the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: text().min(1).max(limits.passwordMax),
    password: passwordSchema,
    password_confirmation: text(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'validation:password_confirmation',
    path: ['password_confirmation'],
  })
  .refine((v) => v.password !== v.current_password, {
    message: 'validation:password_unchanged',
    path: ['password'],
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
