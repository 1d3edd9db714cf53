import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, listensOnLoopbackOnly } from './loopback';

describe('loopback addresses', () => {
  it('knows this machine, IPv4, IPv6 and mapped', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [
      undefined,
      '',
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '128.0.0.1',
      'localhost',
    ])
      expect(isLoopbackAddress(a), a).toBe(false);
  });

  it('tells a loopback-only HOST from an exposed one', () => {
    for (const h of ['127.0.0.1', 'localhost', '::1']) expect(listensOnLoopbackOnly(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.10', 'verba.example'])
      expect(listensOnLoopbackOnly(h), h).toBe(false);
  });
});
