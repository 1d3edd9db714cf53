import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when typed (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An NFS-e verification code, e.g. `K7PX-3M9Q`: 8 random characters in two groups (≈ 40 bits). */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
