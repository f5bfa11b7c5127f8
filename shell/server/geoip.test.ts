/**
 * @jest-environment node
 *
 * The visitor's country from the client's address (GEOIP=on, ADR 0013), on the real table geoip-country ships:
 * fixed addresses of long-standing national ranges (Deutsche Telekom's 80.128.0.0/11 and 2003::/19, Orange France's
 * 90.0.0.0/9 and 2a01:cb00::/24).
 */
import { addressLocator, loadAddressLocator, publicAddress, type LocateAddress } from './geoip.ts';

let locate: LocateAddress;
beforeAll(async () => {
  locate = await loadAddressLocator();
});

describe('the address table', () => {
  it.each([
    ['80.128.0.1', 'DE'],
    ['91.0.0.1', 'DE'],
    ['2003::1', 'DE'],
    ['::ffff:80.128.0.1', 'DE'],
    ['90.0.0.1', 'FR'],
    ['2a01:cb00::1', 'FR'],
  ])('places %s in %s', (address, country) => {
    expect(locate(address)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
  ])('gives loopback and private %s no country', (address) => expect(locate(address)).toBeUndefined());

  it.each(['', 'nonsense', '999.1.1.1', '80.128.0.1:443', '80.128.0', '2003::zz', 'localhost'])(
    'gives a bad address %p no country, without throwing',
    (address) => expect(locate(address)).toBeUndefined(),
  );
});

describe('addressLocator', () => {
  it('never asks the table about an address that is not public, whatever it would answer', () => {
    const lookup = jest.fn(() => ({ country: 'DE' }));
    const everywhereGermany = addressLocator(lookup);
    for (const address of ['127.0.0.1', 'fe80::1%eth0', 'fc00::1', '0.0.0.0', '::', '224.0.0.1', '192.0.2.1'])
      expect(everywhereGermany(address)).toBeUndefined();
    expect(lookup).not.toHaveBeenCalled();
    expect(everywhereGermany(' 80.128.0.1 ')).toBe('DE');
    expect(lookup).toHaveBeenCalledWith('80.128.0.1');
  });

  it('keeps only a code that names a region, and a table that throws locates nobody', () => {
    expect(addressLocator(() => ({ country: 'XX' }))('80.128.0.1')).toBeUndefined();
    expect(addressLocator(() => ({ country: 'de' }))('80.128.0.1')).toBe('DE');
    expect(addressLocator(() => null)('80.128.0.1')).toBeUndefined();
    const broken = addressLocator(() => {
      throw new Error('table not loaded');
    });
    expect(broken('80.128.0.1')).toBeUndefined();
  });

  it('reads an IPv4 address seen through an IPv6 socket as the IPv4 one', () => {
    expect(publicAddress('::FFFF:90.0.0.1')).toBe('90.0.0.1');
    expect(publicAddress('::ffff:192.168.0.1')).toBeUndefined();
    expect(publicAddress(undefined)).toBeUndefined();
  });
});
