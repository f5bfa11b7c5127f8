/** @jest-environment node */
import { parseViolations } from './csp-report.ts';

describe('parseViolations', () => {
  it('reads the report-uri shape', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://shop/en/about',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
        'script-sample': 'alert(1)',
      },
    });
    expect(parseViolations(body)).toEqual([
      { documentUri: 'http://shop/en/about', blockedUri: 'inline', directive: 'script-src-elem', sample: 'alert(1)' },
    ]);
  });

  it('reads a Reporting API list, and ignores what is not a report', () => {
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://shop/en',
          blockedURL: 'https://evil.example/x.js',
          effectiveDirective: 'script-src-elem',
        },
      },
    ]);
    expect(parseViolations(body)).toEqual([
      {
        documentUri: 'http://shop/en',
        blockedUri: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        sample: '',
      },
    ]);
    expect(parseViolations('not json')).toEqual([]);
    expect(parseViolations('{"hello":1}')).toEqual([]);
  });

  it('keeps each violation on one log line, whatever the sender put in it', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://shop/en\n[csp] forged line',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
        'script-sample': 'a\r\nb',
      },
    });
    const [violation] = parseViolations(body);
    expect(violation?.documentUri).toBe('http://shop/en [csp] forged line');
    expect(violation?.sample).toBe('a  b');
  });
});
