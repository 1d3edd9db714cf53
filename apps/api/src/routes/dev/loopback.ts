import { isIP } from 'node:net';

/** Whether an address is this machine: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Whether the server listens on loopback only (HOST); `localhost` resolves to loopback. */
export function listensOnLoopbackOnly(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}
