import type { LoginInput, RegisterInput } from '@verba/domain/schemas/auth';
import { api, setUnauthorizedHandler } from '../api/client';
import { applyUserLanguage } from '../i18n';
import { queryClient } from '../query-client';
import { feedback } from '../shell/feedback-store';
import { currentUserQuery } from './current-user';
import { sessionStore } from './session-store';
import { impersonationFlag, referralStore, tokenStore } from './storage';

interface LoginResult {
  user: {
    id: string;
    name: string;
    email: string;
    is_email_verified: boolean;
    use_2fa: boolean;
    language: string;
  };
  access_token?: string;
  challenge_id?: string;
}
interface TokenResult {
  access_token: string;
}

/** Where a sign-in attempt leads: home, the e-mail code of the registration, or the 2FA code. */
export type LoginOutcome = 'signed_in' | 'verify_email' | 'two_factor';

/** Stores a fresh token and loads the user (whose language applies unless the cookie chose one). */
async function signIn(token: string) {
  tokenStore.set(token);
  queryClient.clear();
  feedback.sessionChanged();
  try {
    const user = await queryClient.fetchQuery(currentUserQuery);
    await applyUserLanguage(user.language);
  } finally {
    // The screens switch to the signed-in side only now, with the user already loaded.
    sessionStore.clearPending();
    sessionStore.refresh();
  }
}

/** Spec §4: the token is stored unless the user has 2FA (or has not confirmed the e-mail yet). */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  const result = await api.post<LoginResult>('login', input, { silent: true });
  if (!result.user.is_email_verified) {
    sessionStore.setPending('code', result.user.email);
    return 'verify_email';
  }
  if (result.user.use_2fa || !result.access_token) {
    sessionStore.setPending('form', result.user.email, result.challenge_id);
    return 'two_factor';
  }
  await signIn(result.access_token);
  return 'signed_in';
}

export async function register(input: RegisterInput) {
  await api.post(
    'register',
    { ...input, referral_code: input.referral_code || referralStore.get() },
    { silent: true },
  );
  sessionStore.setPending('code', input.email);
}

export async function verifyEmail(email: string, code: string) {
  const { access_token } = await api.post<TokenResult>('register/verify', { email, code }, { silent: true });
  referralStore.clear();
  await signIn(access_token);
}

/**
 * `password/create` (the invitation's first password): the answer signs the user in, as the
 * e-mail confirmation does; a user with 2FA gets no token and signs in on the landing page.
 * Returns whether the user is now signed in.
 */
export async function createPasswordAndSignIn(input: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<boolean> {
  const result = await api.post<{ email: string; access_token?: string }>('password/create', input, {
    silent: true,
  });
  if (!result.access_token) return false;
  await signIn(result.access_token);
  return true;
}

export const resendConfirmationCode = (email: string) =>
  api.post('confirmation-code/request', { email }, { silent: true });

/** The code step of a 2FA sign-in: bound to the challenge id its password step answered. */
export async function authenticateTwoFactor(email: string, challengeId: string, code: string) {
  const { access_token } = await api.post<TokenResult>(
    'two-factor-authentication/authenticate',
    { email, challenge_id: challengeId, code },
    { silent: true },
  );
  await signIn(access_token);
}

export const resendTwoFactorCode = (email: string, challengeId: string) =>
  api.post('two-factor-authentication/request', { email, challenge_id: challengeId }, { silent: true });

/** Leaves the registration code step to fill the form again (e.g. to fix the e-mail). */
export const restartRegistration = () => sessionStore.clearPending();

function forgetTokens() {
  tokenStore.clear();
  tokenStore.clearOriginal();
  impersonationFlag.set(false);
  queryClient.clear();
  feedback.sessionChanged();
  sessionStore.refresh();
}

/** Spec §7: revokes the token on the server, then forgets every token whatever the answer. */
export async function logout() {
  try {
    await api.post('logout', undefined, { silent: true });
  } catch {
    // An already-revoked token still ends the session locally.
  } finally {
    forgetTokens();
  }
}

/** `POST impersonation/preview`: whom the grant of an impersonation link would let staff act as. */
export interface ImpersonationPreview {
  expires_at: string;
  user: { id: string; name: string; email: string; company_id: string; company_name: string };
}

export const previewImpersonationGrant = (grant: string) =>
  api.post<ImpersonationPreview>('impersonation/preview', { grant }, { silent: true });

/**
 * Spec §4, entry by link: the link carries only a grant. The server redeems it for the signed-in
 * staff member it was issued to (their own token authenticates the call); only then is the
 * impersonation token stored and the staff token kept as the original. Nothing from the link is
 * ever stored, and a refused grant leaves the session as it was.
 */
export async function redeemImpersonationGrant(grant: string) {
  const staffToken = tokenStore.get();
  if (!staffToken || impersonationFlag.get())
    throw new Error('impersonation needs the staff member’s own session');
  const { access_token } = await api.post<TokenResult>('impersonation/redeem', { grant }, { silent: true });
  tokenStore.setOriginal(staffToken);
  tokenStore.set(access_token);
  impersonationFlag.set(true);
  sessionStore.clearPending();
  queryClient.clear();
  feedback.sessionChanged();
  sessionStore.refresh();
}

/** Puts the original token back, or signs out when none was kept. */
function restoreOriginal() {
  if (!impersonationFlag.get()) return;
  const original = tokenStore.getOriginal();
  tokenStore.clearOriginal();
  impersonationFlag.set(false);
  if (original) tokenStore.set(original);
  else tokenStore.clear();
  queryClient.clear();
  feedback.sessionChanged();
  sessionStore.refresh();
}

/**
 * Spec §4/§7: stopping ends the impersonation token on the server (the logout of the impersonated
 * session, audited with both identities) and restores the original token.
 */
export async function stopImpersonation() {
  try {
    await api.post('impersonation/stop', undefined, { silent: true });
  } catch {
    // The impersonation token may already be gone; the original is restored all the same.
  } finally {
    restoreOriginal();
  }
}

/** Spec §8: a 401 signs out (or ends the impersonation) and reloads the page. */
setUnauthorizedHandler(() => {
  if (impersonationFlag.get()) restoreOriginal();
  else forgetTokens();
  window.location.reload();
});
