import type { PasswordResetInput } from '@verba/domain';
import type { Deps } from '../deps';
import { setPasswordWithToken } from './set-password-with-token';

/**
 * `password/create`: an invited user's first password from the invitation link; the user is signed
 * in (the answer carries the access token, as `register/verify` does) unless they use 2FA.
 */
export async function createPassword({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: PasswordResetInput;
  ip?: string;
}) {
  return setPasswordWithToken({ deps, input, purpose: 'password_create', ip, signIn: true });
}
