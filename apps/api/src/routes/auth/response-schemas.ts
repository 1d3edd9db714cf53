import { z } from '@verba/domain';
import { userResponse } from '../users/response-schemas';

/** The signed-in user, with their company's names (no `invitation_pending`: the users list's). */
const sessionUser = userResponse.omit({ invitation_pending: true }).extend({
  company: z.object({
    id: z.string(),
    legal_name: z.string(),
    trade_name: z.string(),
    kind: z.enum(['agency', 'advertiser']),
  }),
});

/** `POST login`: the user, and a token — or, instead, the 2FA challenge (or nothing while unverified). */
export const loginResponse = z.object({
  user: sessionUser,
  access_token: z
    .string()
    .optional()
    .describe('Absent while the e-mail is unconfirmed or a 2FA code is pending.'),
  challenge_id: z
    .string()
    .optional()
    .describe('For a 2FA user: the second step to resend or enter the code.'),
});

/** A completed sign-in. */
export const signedInResponse = z.object({ user: sessionUser, access_token: z.string() });

/** `two-factor-authentication/request`: the address the new code went to. */
export const twoFactorSentResponse = z.object({ email: z.string() });

/** `GET users/me`: the user, and whether staff is acting as them. */
export const currentUserResponse = sessionUser.extend({ impersonating: z.boolean() });

/** Answers that name only the address an e-mail went to (the same for any address). */
export const emailResponse = z.object({ email: z.string() });

/** `POST password/create`: the address, and the new session's token (absent for a 2FA user, who signs in). */
export const passwordCreatedResponse = emailResponse.extend({ access_token: z.string().optional() });

/** `POST register`: the same answer whether the e-mail was new or not; the next step is the code. */
export const registeredResponse = z.object({
  user: z.object({ email: z.string(), is_email_verified: z.literal(false) }),
});

/** `POST register/access-request`: the same answer whatever the document. */
export const accessRequestedResponse = z.object({ requested: z.literal(true) });

/** `PUT users/me/password`. */
export const passwordChangedResponse = z.object({ changed: z.literal(true) });
