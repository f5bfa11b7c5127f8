/**
 * Adds messages to a namespace's catalogues without rewriting anyone else's: reads a JSON file
 * `{ "en": { id: text }, "fr": {...}, "it": {...}, "es": {...}, "de": {...} }` and merges each
 * language into `locales/<lang>/<namespace>.json` (existing ids are replaced, order kept).
 * Usage: tsx scripts/add-messages.ts <namespace> <file.json>
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps.ts';

const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error('Usage: tsx scripts/add-messages.ts <namespace> <file.json>');
  process.exit(2);
}
const additions = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
const languages = ['en', 'fr', 'it', 'es', 'de'];
const missing = languages.filter((lang) => !additions[lang]);
if (missing.length) throw new Error(`Missing languages: ${missing.join(', ')}`);
const ids = Object.keys(additions.en ?? {});
for (const lang of languages) {
  const keys = Object.keys(additions[lang] ?? {});
  const gaps = ids.filter((id) => !keys.includes(id));
  if (gaps.length) throw new Error(`${lang} lacks ${gaps.join(', ')}`);
}
for (const lang of languages) {
  const target = path.join(root, 'locales', lang, `${namespace}.json`);
  const current = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, string>;
  const next = { ...current, ...additions[lang] };
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(temp, target);
}
console.log(`Added ${ids.length} messages to ${namespace} in ${languages.join(', ')}.`);
