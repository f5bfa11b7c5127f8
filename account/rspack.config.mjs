import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'account',
  dir: import.meta.dirname,
  exposes: {
    './LoginPage': './src/exposed/login-page.ts',
  },
});
