// Unexpected network calls fail the test: a component test must get its data from a test store or a stubbed base query.
beforeEach(() => {
  globalThis.fetch = ((input: unknown) => {
    throw new Error(`Unexpected network call in a component test: ${String(input)}`);
  }) as typeof fetch;
});

// jsdom has no layout, so no ResizeObserver: one that never reports (a test that needs sizes installs its own).
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= SilentResizeObserver as unknown as typeof ResizeObserver;
