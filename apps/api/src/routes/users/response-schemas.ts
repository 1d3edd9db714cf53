import { brazilianStates, languages, roles, z } from '@verba/domain';
import { dataOf, pageMeta } from '../../openapi/responses';

/** Response shapes, for the OpenAPI document and so that nothing beyond them is ever serialised. */
export const userResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** An e-mail change waiting for the link sent to that address (never in effect before). */
  pending_email: z.string().nullable(),
  phone: z.string(),
  role_id: z.number().int(),
  role: z.enum(roles),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  language: z.enum(languages),
  use_2fa: z.boolean(),
  emails_enabled: z.boolean(),
  whatsapp_enabled: z.boolean(),
  is_email_verified: z.boolean(),
  invitation_pending: z.boolean(),
  company_id: z.string(),
  company: z.object({ id: z.string() }),
  created_at: z.string(),
});

/** Shared with every route (openapi/responses.ts); re-exported for the modules that import them here. */
export { dataOf, pageMeta };

/** `email-change/confirm`: the user's e-mail now in effect. */
export const emailChangedResponse = dataOf(z.object({ email: z.string() }));

export const usersPageResponse = z.object({ data: z.array(userResponse), meta: pageMeta });

export const rolesResponse = dataOf(
  z.array(z.object({ id: z.number().int(), slug: z.enum(roles), label: z.string() })),
);

export const companyResponse = dataOf(
  z.object({
    id: z.string(),
    kind: z.enum(['agency', 'advertiser']),
    legal_name: z.string(),
    trade_name: z.string(),
    document: z.string(),
    document_type: z.enum(['CPF', 'CNPJ']),
    document_formatted: z.string(),
    phone: z.string(),
    address: z.object({
      zipcode: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string(),
      neighborhood: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    referral_code: z.string(),
  }),
);

export const zipcodeResponse = dataOf(
  z.union([
    z.literal(false),
    z.object({
      result: z
        .enum(['found', 'not_found', 'unavailable'])
        .describe('found: a provider knew the CEP; not_found / unavailable: only the state is filled'),
      zipcode: z.string(),
      street: z.string(),
      neighborhood: z.string(),
      city: z.string(),
      state: z.enum(brazilianStates),
      source: z.string(),
    }),
  ]),
);

const impersonatedUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company_id: z.string(),
});

/** `POST impersonation`: the grant (and the link carrying it), never a token. */
export const impersonationGrantResponse = dataOf(
  z.object({
    grant: z.string(),
    expires_at: z.string(),
    return_url: z.string(),
    link: z.string(),
    user: impersonatedUser,
  }),
);

/** `POST impersonation/preview`: whom a grant would let the staff member act as. */
export const impersonationPreviewResponse = dataOf(
  z.object({ expires_at: z.string(), user: impersonatedUser.extend({ company_name: z.string() }) }),
);

/** `POST impersonation/redeem`: the impersonation token, for the staff member who asked for the grant. */
export const impersonationResponse = dataOf(
  z.object({
    access_token: z.string(),
    token_type: z.literal('impersonation'),
    original_token_required: z.literal(true),
    expires_at: z.string(),
    user: impersonatedUser,
  }),
);
