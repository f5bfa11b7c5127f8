/** @jest-environment node */
import {
  contentSecurityPolicy,
  newNonce,
  registryOrigins,
  securityHeaders,
  type HeaderInput,
} from './security-headers.ts';

const input: HeaderInput = {
  scripts: { nonce: 'abc123' },
  remoteOrigins: ['https://catalog.cdn.example', 'https://checkout.cdn.example'],
  apiBaseUrl: '/api',
  contentBaseUrl: '/cms',
  reportPath: '/csp-report',
  reportOnly: false,
};

/** The policy as a map of directive → sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;

describe('contentSecurityPolicy', () => {
  it('allows scripts from the shop, the nonce and exactly the remote origins, never inline or eval', () => {
    const policy = directives(contentSecurityPolicy(input));
    expect(policy['script-src']).toEqual([
      "'self'",
      "'nonce-abc123'",
      'https://catalog.cdn.example',
      'https://checkout.cdn.example',
    ]);
    expect(policy['script-src']?.join(' ')).not.toMatch(/unsafe|strict-dynamic|\*/);
  });

  it('allows a shared page’s inline scripts by their hashes, with no nonce (a cached copy serves many)', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = directives(contentSecurityPolicy({ ...input, scripts: { hashes } }));
    expect(policy['script-src']).toEqual([
      "'self'",
      ...hashes,
      'https://catalog.cdn.example',
      'https://checkout.cdn.example',
    ]);
    expect(policy['script-src']?.join(' ')).not.toMatch(/nonce|unsafe/);
  });

  it('refuses framing, foreign base URLs and plugins, and says where to report', () => {
    const policy = directives(contentSecurityPolicy(input));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['report-uri']).toEqual(['/csp-report']);
  });

  it('lets the browser call the shop, absolute api and content bases and the remotes, nothing else', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...input,
        apiBaseUrl: 'https://api.shop.example/api',
        contentBaseUrl: 'https://api.shop.example/cms',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://catalog.cdn.example',
      'https://checkout.cdn.example',
    ]);
    expect(policy['img-src']).toContain('https://api.shop.example');
    // Paths on the shop are 'self' already: no origin is added for them.
    expect(directives(contentSecurityPolicy(input))['connect-src']).toEqual([
      "'self'",
      'https://catalog.cdn.example',
      'https://checkout.cdn.example',
    ]);
  });

  it('names an origin once however many remotes share it', () => {
    const policy = directives(
      contentSecurityPolicy({ ...input, remoteOrigins: ['https://a.example', 'https://a.example'] }),
    );
    expect(policy['script-src']?.filter((source) => source === 'https://a.example')).toHaveLength(1);
  });
});

describe('registryOrigins', () => {
  it('answers the origins of the browser builds the registry names, so a publish to a new origin adds it', () => {
    const before = {
      remotes: {
        catalog: { version: '1', browser: 'https://cdn-a.example/catalog/1/mf-manifest.json', server: 'http://x/s.js' },
        checkout: {
          version: '1',
          browser: 'https://cdn-a.example/checkout/1/mf-manifest.json',
          server: 'http://x/s.js',
        },
      },
    };
    expect(registryOrigins(before)).toEqual(['https://cdn-a.example']);
    const after = {
      remotes: {
        ...before.remotes,
        account: { version: '2', browser: 'https://cdn-b.example:8443/account/2/mf-manifest.json', server: 'http://x' },
      },
    };
    expect(registryOrigins(after)).toEqual(['https://cdn-a.example', 'https://cdn-b.example:8443']);
  });

  it('adds the origin of a local build this browser runs instead (a developer override)', () => {
    const registry = {
      remotes: {
        checkout: { version: '1', browser: 'https://cdn-a.example/checkout/1/mf-manifest.json', server: 'http://x' },
      },
      overrides: { checkout: 'http://localhost:4002/checkout/remoteEntry.js' },
    };
    expect(registryOrigins(registry)).toEqual(['http://localhost:4002', 'https://cdn-a.example']);
  });
});

describe('securityHeaders', () => {
  it('enforces the policy, or only reports it in report-only mode', () => {
    expect(securityHeaders(input)['content-security-policy']).toContain("frame-ancestors 'none'");
    const reportOnly = securityHeaders({ ...input, reportOnly: true });
    expect(reportOnly['content-security-policy']).toBeUndefined();
    expect(reportOnly['content-security-policy-report-only']).toContain("'nonce-abc123'");
  });

  it('sends the other headers, and HSTS only for an https public origin', () => {
    const headers = securityHeaders(input);
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ ...input, publicOrigin: 'http://localhost:8080' })['strict-transport-security']).toBe(
      undefined,
    );
    expect(securityHeaders({ ...input, publicOrigin: 'https://shop.example' })['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });
});

describe('newNonce', () => {
  it('is new every time and long enough not to be guessed', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0] as string, 'base64')).toHaveLength(16);
  });
});
