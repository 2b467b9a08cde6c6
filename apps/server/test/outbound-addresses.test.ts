/**
 * The addresses a host name of a registered server may not lead to (decision 0025): this
 * machine, link-local addresses with the cloud metadata address among them, and the unspecified
 * address, in IPv4, IPv6 and IPv4 written as IPv6. Other private and public addresses are for
 * the administrator to register.
 */
import { describe, expect, it } from 'vitest';
import { forbiddenAddress } from '../src/services/orchestrations/http-call';

describe('an address a host name leads to', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '169.254.169.254',
    '169.254.0.1',
    'fe80::1',
    '0.0.0.0',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
  ])('is refused when it is %s', (address) => {
    expect(forbiddenAddress(address)).toBe(true);
  });

  it.each(['10.0.0.8', '192.168.1.20', '172.16.0.1', '8.8.8.8', '2001:db8::1', 'fd00::1'])(
    'is left to the registration when it is %s',
    (address) => {
      expect(forbiddenAddress(address)).toBe(false);
    },
  );

  it('is not an address when it is a name', () => {
    expect(forbiddenAddress('localhost')).toBe(false);
  });
});
