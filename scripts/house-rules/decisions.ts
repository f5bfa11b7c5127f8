/** Every decision record has one format (ADR 0004, 0011): title, status with date, then the four sections in order. */
import fs from 'node:fs';
import path from 'node:path';

const sections = ['Context', 'Decision', 'Alternatives', 'Consequences'];

export function decisionProblems(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const number = file.slice(0, 4);
      const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
      const problems: string[] = [];
      if (!/^\d{4}-[a-z0-9-]+\.md$/.test(file)) problems.push(`${file}: name it NNNN-kebab-title.md`);
      if (!lines[0]?.startsWith(`# ${number}: `)) problems.push(`${file}: the first line is "# ${number}: Title"`);
      if (!/^Status: (accepted|proposed|superseded|deprecated)\b.*, \d{4}-\d{2}-\d{2}/.test(lines[2] ?? ''))
        problems.push(`${file}: the third line is "Status: accepted, YYYY-MM-DD"`);
      const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
      const positions = sections.map((section) => headings.indexOf(section));
      if (positions.some((position, index) => position === -1 || (index > 0 && position < positions[index - 1]!)))
        problems.push(`${file}: sections ${sections.map((s) => `"## ${s}"`).join(', ')}, in that order`);
      return problems;
    });
}
