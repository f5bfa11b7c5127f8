/** HTML from the database is sanitized on the way out: only simple formatting survives. */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

// A bounded memo of a pure function: texts repeat across requests (listings), sanitizing them again would dominate.
const memo = new Map<string, string>();
const MEMO_LIMIT = 5000;

export function cleanHtml(html: string): string {
  const hit = memo.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(html, clean);
  return clean;
}
