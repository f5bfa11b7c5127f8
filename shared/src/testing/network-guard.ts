/**
 * Unit tests never reach the network. Before each test the jest setup puts in a fetch that refuses every call, except
 * in a test file that answers the api with msw (`answerApi`): msw 3 on Node intercepts beneath fetch, so from then on
 * Node's own fetch stays in place under it, and each request msw has no handler for is noted here and fails the test.
 */
// Node's own, as the test environment hands it over (the jest setup loads this module before any test file).
const nodeFetch = globalThis.fetch;
let heldByMsw = false;
const unanswered: string[] = [];

const refusing = ((input: unknown) => {
  throw new Error(`Unexpected network call in a unit test: ${input instanceof Request ? input.url : String(input)}`);
}) as typeof fetch;

/** The refusing fetch in place, unless msw holds the network for this test file. */
export function refuseNetwork(): void {
  if (heldByMsw) return;
  globalThis.fetch = refusing;
}

/** Node's fetch back in place for msw to intercept beneath it, until `releaseFromMsw`. */
export function holdForMsw(): void {
  heldByMsw = true;
  globalThis.fetch = nodeFetch;
}

export function releaseFromMsw(): void {
  heldByMsw = false;
  refuseNetwork();
}

/** Notes a request that no msw handler answered. */
export function noteUnanswered(request: string): void {
  unanswered.push(request);
}

/** The requests no msw handler answered since the last look (a test that means to make one reads it here). */
export function unansweredRequests(): string[] {
  return unanswered.splice(0);
}
