/** The shell in the browser: registers the remotes the server rendered with, loads the page's modules, hydrates once. */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import { intlLocale, warmFormatters } from '@storefront/shared/i18n';
import '@storefront/shared/ui/tokens.css';
import { App } from './app/app.tsx';
import { pageDataGlobal, type PageData } from './app/page-data.ts';
import { createModuleLoader } from './federation/module-loader.ts';
import { browserDeadline } from './federation/runtime-plugin.ts';
import { remoteNames } from './federation/registry.ts';

async function start() {
  const data = (window as unknown as Record<string, PageData>)[pageDataGlobal];
  if (!data) throw new Error('The page carries no data to hydrate with.');
  registerRemotes(remoteNames.map((name) => ({ name, entry: data.entries[name] })));
  warmFormatters(intlLocale[data.lang]);
  const bus = createEventBus();
  const store = makeStore({ apiBaseUrl: data.config.apiBaseUrl, lang: data.lang, bus }, data.state);
  const loader = createModuleLoader({ deadlineMs: () => browserDeadline(performance.now()) });
  // Modules the server rendered are loaded first, so hydration finds them ready and matches the HTML.
  await Promise.allSettled(data.modules.map((ref) => loader.load(ref, data.lang)));
  const container = document.getElementById('app');
  if (!container) throw new Error('No #app element to hydrate.');
  hydrateRoot(
    container,
    <BrowserRouter>
      <App store={store} bus={bus} loader={loader} lang={data.lang} messages={data.messages} config={data.config} />
    </BrowserRouter>,
    {
      onRecoverableError(error) {
        console.warn('[hydration]', error instanceof Error ? error.message : error);
      },
    },
  );
  document.documentElement.dataset.hydrated = 'true';
}

void start();
