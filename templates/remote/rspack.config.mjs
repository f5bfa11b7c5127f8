import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'sample',
  dir: import.meta.dirname,
  // One entry per file in src/exposed/ (the only files other apps can reach); the shape check holds them equal.
  exposes: {
    './SamplePage': './src/exposed/sample-page.ts',
  },
});
