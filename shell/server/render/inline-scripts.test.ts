import { createHash } from 'node:crypto';
import { SharedText, type DocumentPiece } from '../document-gzip.ts';
import { personalStateScript, piecesHash, scriptHash, scriptSources } from './inline-scripts.ts';
import { inlineScriptHashes } from './test-utils.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs, once, and nothing else', () => {
    const html =
      '<html><head><script>window.a=1</script><script src="/static/shell/main.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script></head>' +
      '<body><script id="data">window.b="</p>"</script><script>window.a=1</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('window.b="</p>"')].sort());
    expect(scriptHash('window.a=1')).toBe(sha('window.a=1'));
  });

  it('finds none in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>hello</p><script src="/x.js"></script>')).toEqual([]);
  });
});

describe('scriptSources', () => {
  it('gives each script written its hash, once, in order, the common ones as the page-own ones', () => {
    const head = 'window.a=1';
    expect(scriptSources([head, 'window.s=2'], ['window.d=3', head])).toEqual(
      [sha(head), sha('window.s=2'), sha('window.d=3')].sort(),
    );
    // A common script's source is the same on every call (kept by text), and matches a hash made afresh.
    expect(scriptSources([head], [])).toEqual([sha(head)]);
    expect(scriptSources([], [])).toEqual([]);
  });
});

describe('piecesHash', () => {
  const joined = (pieces: readonly DocumentPiece[]) =>
    pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('');

  it("is the joined text's hash, from the first render of its leading pieces and from every one after", () => {
    const catalogue = new SharedText(`{"shell.price":"${'Prix 12 € '.repeat(300)}"}`);
    const queries = new SharedText(`"getProducts":{"data":${JSON.stringify({ name: 'Robe “été”', n: 1 })}}`);
    const shapes: DocumentPiece[][] = [
      ['window.__SF__=', '{"lang":"fr","messages":', catalogue, ',"state":{"queries":{', queries, '}}};'],
      ['window.__SF__=', '{"lang":"fr","messages":', catalogue, ',"state":{"queries":{', queries, ',"own":1}}};'],
      [catalogue, queries],
      ['window.__SF__={"messages":', catalogue, '};'],
      ['no shared piece: ', 'déjà vu'],
      // Leading own text too long to name the pieces by: hashed whole.
      ['x'.repeat(2000), catalogue, 'end'],
    ];
    for (let round = 0; round < 2; round++)
      for (const pieces of shapes) expect(piecesHash(pieces)).toBe(scriptHash(joined(pieces)));
  });

  it('reads the leading pieces once for every script that starts with them', () => {
    const catalogue = new SharedText(`{"shell.title":"${'Hello '.repeat(500)}"}`);
    const bytes = catalogue.bytes;
    let reads = 0;
    Object.defineProperty(catalogue, 'bytes', {
      get: () => {
        reads += 1;
        return bytes;
      },
    });
    const script = (own: string) => ['window.__SF__={"messages":', catalogue, `,"own":${own}};`];
    for (const own of ['1', '2', '"three"']) expect(piecesHash(script(own))).toBe(scriptHash(joined(script(own))));
    expect(reads).toBe(1);
  });

  it('tells apart leading pieces of the same lengths and other shared texts of the same text', () => {
    const a = new SharedText('{"a":1}');
    const b = new SharedText('{"a":2}');
    expect(piecesHash(['x=', a, ';'])).toBe(scriptHash('x={"a":1};'));
    expect(piecesHash(['x=', b, ';'])).toBe(scriptHash('x={"a":2};'));
    expect(piecesHash(['y=', a, ';'])).toBe(scriptHash('y={"a":1};'));
    expect(piecesHash(['x=', new SharedText('{"a":1}'), ';'])).toBe(scriptHash('x={"a":1};'));
  });
});

describe('personalStateScript (run in the head of a shared page)', () => {
  const run = (cookies: string[], visitor?: string) => {
    const root = document.documentElement;
    for (const name of ['data-consent-saved', 'data-notice-answered', 'data-visitor']) root.removeAttribute(name);
    for (const pair of document.cookie.split('; ').filter(Boolean))
      document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`;
    for (const cookie of cookies) document.cookie = `${cookie}; Path=/`;
    if (visitor) root.setAttribute('data-visitor', visitor);
    new Function(personalStateScript)();
    return { consent: root.hasAttribute('data-consent-saved'), notice: root.hasAttribute('data-notice-answered') };
  };

  it('marks nothing on a first visit', () => {
    expect(run([], 'FR')).toEqual({ consent: false, notice: false });
  });

  it('marks a saved cookie choice', () => {
    expect(run(['shell_consent=necessary.statistics'])).toEqual({ consent: true, notice: false });
    expect(run(['other_consent=necessary'])).toEqual({ consent: false, notice: false });
  });

  it('marks the notice answered only for the country the page was rendered for', () => {
    expect(run(['shell_country_notice=FR'], 'FR')).toEqual({ consent: false, notice: true });
    expect(run(['shell_country_notice=DE'], 'FR')).toEqual({ consent: false, notice: false });
    expect(run(['shell_country_notice=FR'])).toEqual({ consent: false, notice: false });
  });

  it("marks a signed-in browser, so CSS hides the guest's Sign in link from the first paint", () => {
    const root = document.documentElement;
    root.removeAttribute('data-signed-in');
    run(['sf_signed_in=1']);
    expect(root.hasAttribute('data-signed-in')).toBe(true);
    root.removeAttribute('data-signed-in');
    run(['sf_signed_in=0']);
    expect(root.hasAttribute('data-signed-in')).toBe(false);
  });
});
