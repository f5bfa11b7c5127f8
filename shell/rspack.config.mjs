import path from 'node:path';
import { appConfigs } from '../build/app-config.mjs';

const dir = import.meta.dirname;

export default appConfigs({
  name: 'shell',
  dir,
  browserEntry: './src/index.ts',
  preloadImports: ['./bootstrap', './hydrate'],
  nodeEntry: './server/index.ts',
  // Its data files are read from beside its own code: required from node_modules, never bundled (ADR 0013).
  nodeExternals: ['geoip-country'],
  runtimePlugins: {
    browser: [path.join(dir, 'src/federation/runtime-plugin.ts')],
    node: [path.join(dir, 'src/federation/runtime-plugin.ts')],
  },
});
