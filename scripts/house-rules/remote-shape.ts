/**
 * The one shape every remote has (docs/conventions.md, "Rooms with one door"), checked from its files, so a remote that
 * drifts fails `npm test` with a sentence saying what to move where. It checks structure, never a list of files:
 * a team adds features, pages and endpoints freely inside the shape.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What `src/` holds at its top level, and nothing else. */
const topLevel = {
  folders: ['exposed', 'features', 'api'],
  files: ['bootstrap.tsx', 'messages.ts'],
};

/** The README's sections, in this order (more may sit between them). */
export const readmeSections = [
  'Run, test, publish',
  'Routes it owns',
  'Exposes',
  'Events',
  'Endpoints and tags',
  'Lazy slices',
  'Locale namespace',
];

const sourcePattern = /\.(ts|tsx)$/;
const testPattern = /\.test\.(ts|tsx)$/;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** `exposes` as each remote's rspack.config.mjs declares it (read in plain Node: the configs are ES modules). */
export function declaredExposes(remoteDirs: string[]): Record<string, Record<string, string>> {
  const script = path.join(import.meta.dirname, 'declared-exposes.mjs');
  const configs = remoteDirs.map((dir) => path.join(dir, 'rspack.config.mjs'));
  const output = execFileSync(process.execPath, [script, ...configs], { encoding: 'utf8' });
  const found = JSON.parse(output) as Record<string, { exposes: Record<string, string> }>;
  return Object.fromEntries(remoteDirs.map((dir, index) => [dir, found[configs[index]!]?.exposes ?? {}]));
}

/** A thin re-export: nothing but `import`/`export … from` statements, comments and names bound by them. */
function isThin(source: string): boolean {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  const statements = code.split(';').map((statement) => statement.trim());
  return statements.every(
    (statement) =>
      statement === '' ||
      /^import [\w{},\s]+ from '[^']+'$/.test(statement) ||
      /^export (\*|\{[^}]*\}) from '[^']+'$/.test(statement) ||
      // A page wrapped once by its feature (catalog's `withSavedNotices(HomePage)`) is still a door, not a room.
      /^export default \w+(\(\w+\))?$/.test(statement),
  );
}

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * The sentences describing how the remote in `dir` differs from the shape; empty when it has the shape.
 * `exposes` is what its rspack config declares (key → file relative to `dir`).
 */
export function checkRemoteShape(dir: string, exposes: Record<string, string>): string[] {
  const problems: string[] = [];
  const src = path.join(dir, 'src');
  const name = path.basename(dir);
  if (!fs.existsSync(src)) return [`${name} has no src/ folder`];

  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const allowed = entry.isDirectory() ? topLevel.folders : topLevel.files;
    if (!allowed.includes(entry.name))
      problems.push(
        `${name}/src/${entry.name} is outside the shape: code goes in src/features/<feature>/, endpoints in src/api/, the door in src/exposed/`,
      );
  }
  for (const required of ['exposed', 'features']) {
    if (!fs.existsSync(path.join(src, required))) problems.push(`${name} has no src/${required}/`);
  }
  if (!fs.existsSync(path.join(src, 'bootstrap.tsx')))
    problems.push(`${name} has no src/bootstrap.tsx (its standalone mount, served by npm run dev -- ${name})`);

  // The door: one file per expose key, each a thin re-export.
  const exposedFiles = walk(path.join(src, 'exposed')).map((file) => rel(dir, file));
  const declared = Object.values(exposes).map((file) => file.replace(/^\.\//, ''));
  for (const file of exposedFiles.filter((candidate) => !declared.includes(candidate)))
    problems.push(`${name}/${file} is not in rspack.config.mjs's exposes (src/exposed/ holds exactly the exposes)`);
  for (const [key, file] of Object.entries(exposes)) {
    const clean = file.replace(/^\.\//, '');
    if (!clean.startsWith('src/exposed/'))
      problems.push(`${name} exposes ${key} from ${clean}: every expose is a file in src/exposed/`);
    else if (!fs.existsSync(path.join(dir, clean)))
      problems.push(`${name} exposes ${key} from ${clean}, which is missing`);
  }
  for (const file of exposedFiles) {
    if (!isThin(fs.readFileSync(path.join(dir, file), 'utf8')))
      problems.push(
        `${name}/${file} holds code: an exposed file only re-exports from src/features/ (the door is thin)`,
      );
  }

  // Features are folders: component, hook, slice and test together.
  const features = path.join(src, 'features');
  if (fs.existsSync(features)) {
    for (const entry of fs.readdirSync(features, { withFileTypes: true }).filter((candidate) => candidate.isFile()))
      problems.push(`${name}/src/features/${entry.name} is loose: a feature is a folder (src/features/<feature>/)`);
  }

  // Endpoints are injected only in src/api/, and each file there exports its hooks.
  for (const file of walk(src).filter((candidate) => sourcePattern.test(candidate) && !testPattern.test(candidate))) {
    const source = fs.readFileSync(file, 'utf8');
    const inApi = rel(src, file).startsWith('api/');
    if (/\.injectEndpoints\(/.test(source) && !inApi)
      problems.push(`${name}/${rel(dir, file)} injects endpoints: they live in src/api/, with their hooks`);
    if (inApi && /\.injectEndpoints\(/.test(source) && !/export const \{[^}]*\buse[A-Z]\w*/.test(source))
      problems.push(`${name}/${rel(dir, file)} injects endpoints without exporting their hooks from the same file`);
  }

  // Tests beside the code: never in a folder of their own, never in the door.
  for (const file of walk(src).filter((candidate) => testPattern.test(candidate))) {
    const where = rel(src, file);
    if (where.startsWith('exposed/') || /(^|\/)(__tests__|tests?)\//.test(where))
      problems.push(`${name}/src/${where}: tests sit beside the code they test, in src/features/ or src/api/`);
  }

  problems.push(...checkReadme(dir));
  return problems;
}

/** The README opens with the mission and how the team runs, tests and publishes the remote, then the contract. */
export function checkReadme(dir: string): string[] {
  const name = path.basename(dir);
  const file = path.join(dir, 'README.md');
  if (!fs.existsSync(file)) return [`${name} has no README.md`];
  const headings = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
  const positions = readmeSections.map((section) => headings.findIndex((heading) => heading.startsWith(section)));
  const missing = readmeSections.filter((_, index) => positions[index] === -1);
  if (missing.length) return [`${name}/README.md lacks the sections ${missing.map((m) => `"## ${m}"`).join(', ')}`];
  if (positions[0] !== 0) return [`${name}/README.md does not open with "## ${readmeSections[0]}"`];
  const ordered = positions.every((position, index) => index === 0 || position > positions[index - 1]!);
  return ordered ? [] : [`${name}/README.md has its sections out of order: ${readmeSections.join(', ')}`];
}
