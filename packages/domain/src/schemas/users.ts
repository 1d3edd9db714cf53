import { z } from '../zod';
import { emailSchema, languageSchema, pageQuerySchema, personNameSchema, phoneSchema } from './common';
import { roleIds } from '../roles';
import { text } from './text';

export const roleIdSchema = z.coerce
  .number()
  .int()
  .refine((v) => Object.values(roleIds).includes(v), 'validation:invalid_option');

export const inviteUserSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  role_id: roleIdSchema,
});
export type InviteUserInput = z.output<typeof inviteUserSchema>;

export const updateUserSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  role_id: roleIdSchema.optional(),
});
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** `email-change/confirm`: the token of the link e-mailed to the new address. */
export const confirmEmailChangeSchema = z.object({ token: text().min(1).max(256) });
export type ConfirmEmailChangeInput = z.output<typeof confirmEmailChangeSchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({
  company_id: text().uuid().optional(),
  is_active: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  search: text().trim().max(128).optional(),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

export const setLanguageSchema = z.object({ language: languageSchema });
