/**
 * The account alone, for its team's dev loop (`npm run dev -- account`): its pages in the minimal standalone host,
 * with the real store, bus, locale and api. The shop never loads this file; it loads `src/exposed/`.
 */
import { mountStandalone } from '@storefront/shared/standalone';

mountStandalone({
  remote: 'account',
  modules: { LoginPage: () => import('./exposed/login-page.ts') },
  pages: [{ module: 'LoginPage', pattern: /^login$/, example: 'login' }],
});
