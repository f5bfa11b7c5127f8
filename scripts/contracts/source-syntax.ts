/**
 * Sources read as syntax trees (swc's parser, the one jest runs), not as text: a contract found by its shape in the
 * tree survives any formatting, where a regular expression over the text breaks on a new line or an indent.
 */
import fs from 'node:fs';
import { parseSync, type Module, type Span } from '@swc/core';

export interface ParsedSource {
  program: Module;
  /** The source text a node covers. */
  textOf(span: Span): string;
}

export function parseSource(file: string): ParsedSource {
  const text = fs.readFileSync(file, 'utf8');
  // swc's positions are bytes counted from a base that grows with every parse: a leading `;` (an empty statement at
  // byte 0) tells this parse's base.
  const program = parseSync(`;${text}`, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const base = (program.body[0]?.span.start ?? 0) + 1;
  const bytes = Buffer.from(text, 'utf8');
  return { program, textOf: (span) => bytes.subarray(span.start - base, span.end - base).toString('utf8') };
}

type SyntaxNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of the tree, depth first, in source order. */
export function* nodesOf(root: unknown): Generator<SyntaxNode> {
  if (Array.isArray(root)) {
    for (const item of root) yield* nodesOf(item);
    return;
  }
  if (typeof root !== 'object' || root === null) return;
  if (isNode(root)) yield root;
  for (const [key, value] of Object.entries(root))
    if (key !== 'span' && typeof value === 'object') yield* nodesOf(value);
}
