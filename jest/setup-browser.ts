import { refuseNetwork, unansweredRequests } from '../shared/src/testing/network-guard.ts';

// Unexpected network calls fail the test: fetch refuses them (a component test gets its data from a test store or
// from msw through `@storefront/shared/testing`), and a request msw has no handler for fails the test after it.
beforeEach(refuseNetwork);
afterEach(() => {
  const missed = unansweredRequests();
  if (missed.length) throw new Error(`The test asked the network for what no handler answers:\n${missed.join('\n')}`);
});

// jsdom has no layout, so no ResizeObserver: one that never reports (a test that needs sizes installs its own).
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= SilentResizeObserver as unknown as typeof ResizeObserver;
