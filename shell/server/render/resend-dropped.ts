/**
 * The api calls a render makes are reads: the store runs queries on the server, and mutations only start from a
 * shopper's act, in the browser. One whose connection was dropped before any answer came (the api instance holding it
 * ended: a crash, a restart, SIGKILL; or an idle kept-alive connection it closed as the call went out) is sent once
 * more, on a new connection, which reaches an instance that is up: the page renders instead of answering 503. A browser
 * resends the same way on a kept-alive connection. An answer, even a 5xx, is never sent again, nor is an aborted call.
 */
import { droppedCodes } from '../dropped-connection.ts';

/** fetch's rejection for a connection dropped before any answer: a TypeError whose cause names the socket error. */
export function droppedBeforeAnswer(error: unknown): boolean {
  // By name: a fetch from another realm (a test's) rejects with its own realm's TypeError.
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  return name === 'TypeError' && typeof cause?.code === 'string' && droppedCodes.has(cause.code);
}

/** `upstream` (read when called, so a test's stub applies), with a dropped call sent once more. */
export function resendingDropped(upstream: () => typeof fetch): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    // A Request's body can be read once: the second attempt sends a copy made before the first.
    const again = input instanceof Request ? input.clone() : input;
    try {
      return await upstream()(input, init);
    } catch (error) {
      if (!droppedBeforeAnswer(error) || init?.signal?.aborted) throw error;
      return upstream()(again, init);
    }
  }) as typeof fetch;
}
