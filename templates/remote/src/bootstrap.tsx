/**
 * The sample alone, for its team's dev loop (`npm run dev -- sample`): its pages in the minimal standalone host,
 * with the real store, bus, locale and api. The shop never loads this file; it loads `src/exposed/`.
 */
import { mountStandalone } from '@storefront/shared/standalone';

mountStandalone({
  remote: 'sample',
  modules: { SamplePage: () => import('./exposed/sample-page.ts') },
  pages: [{ module: 'SamplePage', pattern: /^sample$/, example: 'sample' }],
});
