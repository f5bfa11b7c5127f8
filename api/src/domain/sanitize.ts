/** HTML from the database is sanitized on the way out: only simple formatting survives. */
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * A bounded memo of a pure function: texts repeat across requests (listings), and sanitizing them again would dominate
 * a listing's time. 5,000 texts hold the seeded catalogue's descriptions in five languages with room; the least
 * recently used goes first, so the hot texts of a larger catalogue stay.
 */
const memo = new LRUCache<string, string>({ max: 5000 });

export function cleanHtml(html: string): string {
  const hit = memo.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  memo.set(html, clean);
  return clean;
}
