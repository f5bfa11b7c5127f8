/** @jest-environment node */
import net from 'node:net';
import { fetch as undiciFetch } from 'undici';
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createEventBus } from '../events/index.ts';
import { envelopeBaseQuery, type StoreExtra } from './base-query.ts';
import { errorMessageIds, type ApiError } from './errors.ts';

/** One call through the base query with `fetch` as given; the error it ends with. */
async function failWith(fetchFn: typeof fetch, signal = new AbortController().signal): Promise<ApiError | undefined> {
  const extra: StoreExtra = {
    apiBaseUrl: 'http://127.0.0.1:8081/api',
    lang: 'en',
    bus: createEventBus({ crossTab: false }),
    fetch: fetchFn,
  };
  const result = await envelopeBaseQuery({ call: 'getCartItems' }, { extra, signal } as BaseQueryApi, {});
  return result.error;
}

const rejects = (error: unknown) => (async () => Promise.reject(error)) as typeof fetch;
const answers = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;
const kindAndText = (error: ApiError | undefined) => error && { kind: error.kind, messageId: error.messageId };

describe('a failed fetch: each kind its own text (SPEC section 8)', () => {
  it('a browser’s bare rejection is a network error', async () => {
    expect(kindAndText(await failWith(rejects(new TypeError('Failed to fetch'))))).toEqual({
      kind: 'network',
      messageId: errorMessageIds.network,
    });
  });

  it('a socket error Node names (the server calling the api) is the middleware unreachable', async () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(kindAndText(await failWith(rejects(refused)))).toEqual({
      kind: 'unreachable',
      messageId: errorMessageIds.unreachable,
    });
  });

  it('a refused connection on loopback, as Node reports it, is the middleware unreachable (the backend-down page)', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    // Node's own fetch (undici), which the test setup's stub stands in for as `fetch`.
    const refused = (async () => undiciFetch(`http://localhost:${port}/api/getCartItems`)) as unknown as typeof fetch;
    expect(kindAndText(await failWith(refused))).toEqual({
      kind: 'unreachable',
      messageId: errorMessageIds.unreachable,
    });
  });

  it('a timeout signal, or a 408 or 504 without an envelope, is a timeout', async () => {
    const timeout = { kind: 'timeout', messageId: errorMessageIds.timeout };
    expect(kindAndText(await failWith(rejects(new DOMException('timed out', 'TimeoutError'))))).toEqual(timeout);
    const controller = new AbortController();
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    expect(kindAndText(await failWith(rejects(controller.signal.reason), controller.signal))).toEqual(timeout);
    expect(kindAndText(await failWith(answers(504, '<html>Gateway Timeout</html>')))).toEqual(timeout);
    expect(kindAndText(await failWith(answers(408, '')))).toEqual(timeout);
  });

  it('the call’s own signal aborted, or an AbortError, is cancelled', async () => {
    const cancelled = { kind: 'cancelled', messageId: errorMessageIds.cancelled };
    const controller = new AbortController();
    controller.abort();
    expect(kindAndText(await failWith(rejects(controller.signal.reason), controller.signal))).toEqual(cancelled);
    expect(kindAndText(await failWith(rejects(new DOMException('aborted', 'AbortError'))))).toEqual(cancelled);
  });

  it('a 4xx that is not the api’s envelope is a bad request', async () => {
    for (const status of [400, 404, 405, 413])
      expect(await failWith(answers(status, '<html>no</html>'))).toMatchObject({
        kind: 'bad-request',
        status,
        messageId: errorMessageIds.badRequest,
      });
  });

  it('a 5xx page or a 2xx that is not an envelope is a bad response', async () => {
    for (const [status, body] of [
      [500, '<html>oops</html>'],
      [502, ''],
      [200, 'not json'],
      [200, '{"psdata":{}}'],
    ] as const)
      expect(await failWith(answers(status, body))).toMatchObject({
        kind: 'bad-response',
        status,
        messageId: errorMessageIds.badResponse,
      });
  });

  it('an envelope saying no stays the api’s answer, its message passed through', async () => {
    const body = JSON.stringify({ success: false, code: 404, psdata: null, message: 'Product not found' });
    expect(await failWith(answers(404, body))).toMatchObject({
      kind: 'api',
      status: 404,
      message: 'Product not found',
      messageId: errorMessageIds.generic,
    });
  });

  it('a network error, and only that, is told to the page (offline: ADR 0017), with whether a query or a mutation failed', async () => {
    const told: string[] = [];
    const call = async (fetchFn: typeof fetch, type: 'query' | 'mutation') => {
      const extra: StoreExtra = {
        apiBaseUrl: 'http://127.0.0.1:8081/api',
        lang: 'en',
        bus: createEventBus({ crossTab: false }),
        fetch: fetchFn,
        onNetworkError: (failed) => told.push(failed),
      };
      const api = { extra, signal: new AbortController().signal, type } as BaseQueryApi;
      await envelopeBaseQuery({ call: 'getCartItems' }, api, {});
    };
    await call(rejects(new TypeError('Failed to fetch')), 'query');
    await call(rejects(new TypeError('Failed to fetch')), 'mutation');
    await call(rejects(new DOMException('timed out', 'TimeoutError')), 'query');
    await call(rejects(new DOMException('aborted', 'AbortError')), 'query');
    await call(answers(502, ''), 'query');
    expect(told).toEqual(['query', 'mutation']);
  });
});
