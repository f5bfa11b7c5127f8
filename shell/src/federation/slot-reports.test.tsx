import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { RemoteLoaderProvider, RemoteSlot } from '@storefront/shared/remotes';
import type { PageProps } from '@storefront/shared/remotes';
import { createModuleLoader } from './module-loader.ts';
import { createSlotReporter, remoteFiles, reportsPerPage, slotReportPath, type SlotReport } from './slot-reports.ts';

const entries = {
  catalog: 'https://cdn.shop.test/catalog/1.4.0-abc123/remoteEntry.js',
  checkout: 'https://cdn.shop.test/checkout/2.0.0-def456/remoteEntry.js',
  // A developer's local build: no published version.
  account: 'http://localhost:3003/remoteEntry.js',
};

/** A reporter whose beacons are kept: each is the list of reports one beacon carried. */
function reporter(options: { online?: () => boolean; limit?: number } = {}) {
  const beacons: { url: string; reports: SlotReport[] }[] = [];
  const reports = createSlotReporter({
    entries,
    send: (url, body) => beacons.push({ url, reports: (JSON.parse(body) as { reports: SlotReport[] }).reports }) > 0,
    delayMs: 1000,
    ...options,
  });
  return { reports, beacons };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('remoteFiles', () => {
  it("reads each remote's version from its entry's folder, and none from a local build", () => {
    expect(remoteFiles(entries)).toEqual({
      catalog: { version: '1.4.0-abc123', folder: 'https://cdn.shop.test/catalog/1.4.0-abc123/' },
      checkout: { version: '2.0.0-def456', folder: 'https://cdn.shop.test/checkout/2.0.0-def456/' },
    });
  });
});

describe('createSlotReporter', () => {
  it('sends the failures of a page together, a short while after the first, with the remote, version and kind only', () => {
    jest.useFakeTimers();
    const { reports, beacons } = reporter();
    expect(reports.report('catalog', 'load')).toBe(true);
    jest.advanceTimersByTime(500);
    expect(reports.report('checkout', 'render')).toBe(true);
    expect(beacons).toEqual([]);
    jest.advanceTimersByTime(500);
    expect(beacons).toEqual([
      {
        url: slotReportPath,
        reports: [
          { remote: 'catalog', version: '1.4.0-abc123', kind: 'load' },
          { remote: 'checkout', version: '2.0.0-def456', kind: 'render' },
        ],
      },
    ]);
    // The next failure starts a new batch.
    reports.report('catalog', 'error');
    jest.advanceTimersByTime(1000);
    expect(beacons).toHaveLength(2);
  });

  it(`sends at most ${reportsPerPage} reports per page, however often a slot fails`, () => {
    jest.useFakeTimers();
    const { reports, beacons } = reporter();
    for (let i = 0; i < 50; i++) reports.report('catalog', 'render');
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 5; i++) expect(reports.report('checkout', 'load')).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(beacons.flatMap((beacon) => beacon.reports)).toHaveLength(reportsPerPage);
  });

  it('reports nothing for a local build, nor a file that failed while the browser is offline', () => {
    const offline = reporter({ online: () => false });
    expect(offline.reports.report('account', 'render')).toBe(false);
    expect(offline.reports.report('catalog', 'load')).toBe(false);
    // A render error offline is still the remote's.
    expect(offline.reports.report('catalog', 'render')).toBe(true);
  });

  it('sends the batch at once when the page is hidden or left', () => {
    const { reports, beacons } = reporter();
    const stop = reports.listen(window);
    try {
      reports.report('catalog', 'load');
      window.dispatchEvent(new Event('pagehide'));
      expect(beacons).toHaveLength(1);
      reports.report('checkout', 'load');
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacons).toHaveLength(2);
      expect(beacons[1]?.reports).toEqual([{ remote: 'checkout', version: '2.0.0-def456', kind: 'load' }]);
    } finally {
      stop();
    }
  });

  it("reports an uncaught error as the remote's whose code threw it (the frame nearest the throw), and no other", () => {
    const { reports, beacons } = reporter();
    const stop = reports.listen(window);
    try {
      const thrown = new Error('x is undefined');
      thrown.stack = [
        'TypeError: x is undefined',
        '    at onClick (https://cdn.shop.test/checkout/2.0.0-def456/__federation_expose_MiniCart.js:1:200)',
        '    at https://cdn.shop.test/catalog/1.4.0-abc123/vendor.js:1:9',
        '    at dispatch (https://shop.test/static/shell/react-dom.js:2:300)',
      ].join('\n');
      window.dispatchEvent(new ErrorEvent('error', { error: thrown, filename: 'https://shop.test/static/shell/x.js' }));
      // A rejection inside the shell's own code is not a remote's.
      const own = new Error('shell');
      own.stack = 'Error: shell\n    at start (https://shop.test/static/shell/main.js:1:1)';
      const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(rejection, { reason: own });
      window.dispatchEvent(rejection);
      // A script error with no stack (another origin's script) is told by its file.
      window.dispatchEvent(
        new ErrorEvent('error', { filename: 'https://cdn.shop.test/catalog/1.4.0-abc123/chunk.js' }),
      );
      reports.flush();
      expect(beacons.flatMap((beacon) => beacon.reports)).toEqual([
        { remote: 'checkout', version: '2.0.0-def456', kind: 'error' },
        { remote: 'catalog', version: '1.4.0-abc123', kind: 'error' },
      ]);
    } finally {
      stop();
    }
  });
});

describe("a slot's failures reach the reporter through the shell's loader", () => {
  async function mount(component: () => never | null, loadFails = false) {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed: string[] = [];
    const loader = createModuleLoader({
      deadlineMs: 2000,
      loadModule: async () => {
        if (loadFails) throw new TypeError('Failed to fetch');
        return { default: component, loadMessages: async () => ({}) };
      },
      onFailed: (ref, kind) => failed.push(`${ref.remote}/${ref.module} ${kind}`),
    });
    await act(async () => {
      renderWithProviders(
        <RemoteLoaderProvider loader={loader}>
          <RemoteSlot<PageProps> remote="catalog" module="ProductPage" props={{ lang: 'en', params: {} }} />
        </RemoteLoaderProvider>,
      );
    });
    // The boundary has shown the slot's failure: whatever was reported has been.
    await screen.findByRole('alert', {}, { timeout: 3000 });
    return failed;
  }

  it('a render error caught by the boundary is a render failure', async () => {
    const failed = await mount(() => {
      throw new Error('cannot read price');
    });
    expect(failed).toEqual(['catalog/ProductPage render']);
  });

  it('a load that failed is one load failure, not a render failure too', async () => {
    expect(await mount(() => null, true)).toEqual(['catalog/ProductPage load']);
  });
});
