// Pins that the type check of the exposes (exposes-contract.ts) covers every module the remotes' configs declare.
import path from 'node:path';
import { exposes } from './contracts.ts';
import { nodesOf, parseSource } from './source-syntax.ts';

test('every declared expose is type-checked against the shell’s contract, and nothing else is', () => {
  const { program } = parseSource(path.join(import.meta.dirname, 'exposes-contract.ts'));
  const checked = [...nodesOf(program)].flatMap((node) => {
    const key = node.key as { type: string; value: string } | undefined;
    return node.type === 'TsPropertySignature' && key?.type === 'StringLiteral' ? [key.value] : [];
  });
  expect(checked.sort()).toEqual(
    exposes()
      .map((expose) => `${expose.remote}/${expose.key}`)
      .sort(),
  );
  expect(checked.length).toBeGreaterThan(20);
});
