// Unexpected network calls fail the test: a component test must get its data from a test store or a stubbed base query.
beforeEach(() => {
  globalThis.fetch = ((input: unknown) => {
    throw new Error(`Unexpected network call in a component test: ${String(input)}`);
  }) as typeof fetch;
});
