import type { PasswordResetInput } from '@verba/domain';
import type { Deps } from '../deps';
import { setPasswordWithToken } from './set-password-with-token';

/** `password/reset`: a new password from the reset link; ends all the user's sessions. */
export async function resetPassword({ deps, input, ip }: { deps: Deps; input: PasswordResetInput; ip?: string }) {
  return setPasswordWithToken({ deps, input, purpose: 'password_reset', ip });
}
