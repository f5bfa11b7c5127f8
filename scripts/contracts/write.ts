/** Regenerates docs/contracts.md from the sources. */
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/apps.ts';
import { renderContracts } from './contracts.ts';

fs.writeFileSync(path.join(root, 'docs', 'contracts.md'), renderContracts());
console.log('docs/contracts.md written');
