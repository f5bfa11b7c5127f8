/**
 * Inline scripts of a shared document. A shared page is cached and may be served by a CDN, so its policy cannot rely
 * on a per-response nonce (every copy would carry the same one): it allows the document's inline scripts by their
 * SHA-256 hashes instead, read from the finished HTML (ADR 0600). Personal pages keep their fresh nonce.
 */
import { createHash } from 'node:crypto';
import { consentCookie } from '@storefront/shared/consent';
import { countryNoticeCookie, sharedStateMarks } from '../../src/app/visitor.ts';

/**
 * Runs in the head, before the body is parsed: marks the root with what the cookies say, so CSS hides the consent
 * banner of a shopper who already chose and the country notice a shopper dismissed for the country the page was
 * rendered for (`data-visitor`), from the first paint. The browser's providers then read the same cookies.
 */
export const personalStateScript =
  `(function(){var d=document.documentElement,c='; '+document.cookie;` +
  `if(c.indexOf('; ${consentCookie}=necessary')>=0)d.setAttribute('${sharedStateMarks.consentSaved}','');` +
  `var m=/; ${countryNoticeCookie}=([A-Z]{2})/.exec(c);` +
  `if(m&&m[1]===d.getAttribute('${sharedStateMarks.visitor}'))d.setAttribute('${sharedStateMarks.noticeAnswered}','')})()`;

/** A CSP source for a script's text. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP sources of every inline script the browser would run in `html` (not `src` ones, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes].sort();
}
