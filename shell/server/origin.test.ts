/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { originOf } from './origin.ts';

const request = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;
const forged = { host: 'localhost:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('originOf', () => {
  it('is the configured public origin whatever the request says', () => {
    expect(originOf(request(forged), { publicOrigin: 'https://shop.example', trustProxy: false })).toBe(
      'https://shop.example',
    );
    expect(originOf(request(forged), { publicOrigin: 'https://shop.example', trustProxy: true })).toBe(
      'https://shop.example',
    );
  });

  it('ignores forwarded headers without a proxy the operator vouches for: the Host header, over http', () => {
    expect(originOf(request(forged), { trustProxy: false })).toBe('http://localhost:8080');
  });

  it('reads the forwarded host and protocol behind a trusted proxy (the first of a list)', () => {
    expect(originOf(request(forged), { trustProxy: true })).toBe('https://evil.example');
    expect(
      originOf(
        request({
          host: 'internal:8080',
          'x-forwarded-host': 'shop.example, proxy.internal',
          'x-forwarded-proto': 'https,http',
        }),
        { trustProxy: true },
      ),
    ).toBe('https://shop.example');
    expect(originOf(request({ host: 'shop.example' }), { trustProxy: true })).toBe('http://shop.example');
  });

  it('never writes a host that is not a host name, nor a protocol other than http(s)', () => {
    expect(originOf(request({ host: 'shop.example/"><script>' }), { trustProxy: false })).toBe('http://localhost');
    expect(
      originOf(request({ host: 'shop.example', 'x-forwarded-host': 'a b', 'x-forwarded-proto': 'javascript' }), {
        trustProxy: true,
      }),
    ).toBe('http://shop.example');
    expect(originOf(request({ host: '[::1]:8080' }), { trustProxy: false })).toBe('http://[::1]:8080');
    expect(originOf(request({}), { trustProxy: false })).toBe('http://localhost');
  });
});
