import path from 'node:path';
import { appConfigs } from '../build/app-config.mjs';

const dir = import.meta.dirname;

export default appConfigs({
  name: 'shell',
  dir,
  browserEntry: './src/index.ts',
  preloadImports: ['./bootstrap', './hydrate'],
  nodeEntry: './server/index.ts',
  runtimePlugins: {
    browser: [path.join(dir, 'src/federation/runtime-plugin.ts')],
    node: [path.join(dir, 'src/federation/runtime-plugin.ts')],
  },
});
