// Every end-to-end spec belongs to at least one room: its tests sit in one `test.describe` tagged with the rooms whose
// screens it walks, so `npm test -w <room>` runs them; a tag names a room that has specs, and every such room has some.
import fs from 'node:fs';
import path from 'node:path';
import { parseSource } from './contracts/source-syntax.ts';
import { isRoom, roomCommands, rooms } from './test-room.ts';

const specs = path.resolve(__dirname, '../e2e/specs');
const specFiles = fs.readdirSync(specs).filter((file) => file.endsWith('.spec.ts'));

/** The tags of a spec file's one top-level describe, or a reason it has none. */
function roomTags(file: string): string[] | string {
  const { program, textOf } = parseSource(path.join(specs, file));
  // The first item is the parse's own leading `;` (see parseSource).
  const statements = program.body.slice(1).filter((item) => item.type !== 'ImportDeclaration');
  const [only, ...others] = statements;
  if (!only || others.length) return 'not exactly one top-level statement besides its imports';
  if (only.type !== 'ExpressionStatement' || only.expression.type !== 'CallExpression')
    return 'its statement is not a call';
  const call = only.expression;
  if (call.callee.type !== 'MemberExpression' || textOf(call.callee.span) !== 'test.describe')
    return 'its statement is not test.describe(…)';
  const details = call.arguments[1]?.expression;
  if (details?.type !== 'ObjectExpression') return 'its describe has no details ({ tag })';
  const tag = details.properties.find(
    (property) => property.type === 'KeyValueProperty' && textOf(property.key.span) === 'tag',
  );
  if (tag?.type !== 'KeyValueProperty') return 'its describe has no tag';
  const value = tag.value;
  const literals = value.type === 'ArrayExpression' ? value.elements.map((element) => element?.expression) : [value];
  return literals.map((literal) => (literal?.type === 'StringLiteral' ? literal.value : `(not a string)`));
}

test.each(specFiles)('%s: its tests are tagged with the rooms it walks', (file) => {
  const tags = roomTags(file);
  expect(Array.isArray(tags) ? 'tagged' : tags).toBe('tagged');
  for (const tag of tags as string[]) {
    const room = tag.replace(/^@/, '');
    expect(tag.startsWith('@') && isRoom(room) && rooms[room].e2e ? tag : `${tag} is not a room with specs`).toBe(tag);
  }
});

test('every room said to have specs has some, and its command runs them by tag after a build', () => {
  const tagged = new Set(specFiles.flatMap((file) => [roomTags(file)].flat()));
  for (const [room, { e2e }] of Object.entries(rooms)) {
    if (!isRoom(room)) continue;
    expect({ room, tagged: tagged.has(`@${room}`) }).toEqual({ room, tagged: e2e });
    const commands = roomCommands(room).map(({ args }) => args.join(' '));
    expect(commands[0]).toContain(`--selectProjects ${rooms[room].jest.join(' ')}`);
    expect(commands.slice(1)).toEqual(e2e ? ['npm run build', `npx playwright test --grep @${room}`] : []);
    expect(roomCommands(room, { unitOnly: true })).toHaveLength(1);
  }
});

test("each workspace's npm test is its room's command", () => {
  for (const room of Object.keys(rooms)) {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', room, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.test).toBe(`tsx ../scripts/test-room.ts ${room}`);
    expect(manifest.scripts['test:unit']).toBe(`tsx ../scripts/test-room.ts ${room} --unit`);
  }
});
