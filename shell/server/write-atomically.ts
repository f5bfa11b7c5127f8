/** One JSON file of the deploy root (the registry, its moves, what the live shell serves), replaced whole. */
import fs from 'node:fs';
import path from 'node:path';

/** Writes `value` as JSON to a temporary file beside `file`, then renames it: a reader never sees half a file. */
export function writeAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}
