/** @jest-environment node */
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createEventBus } from '../events/index.ts';
import { answerApi, apiResponse } from '../testing/api-server.ts';
import { envelopeBaseQuery, type ApiRequest, type StoreExtra } from './base-query.ts';

/** Answers `calls` with an empty success and a Set-Cookie; records the URL and the Cookie header each call carried. */
function answerSettingCookie(...calls: string[]) {
  const sent: { url: string; cookie: string | null }[] = [];
  answerApi(
    ...calls.map((call) =>
      apiResponse(call, (_made, request) => {
        sent.push({ url: request.url, cookie: request.headers.get('cookie') });
        return new Response(JSON.stringify({ success: true, code: 200, psdata: {} }), {
          headers: { 'content-type': 'application/json', 'set-cookie': 'session=from-upstream; Path=/' },
        });
      }),
    ),
  );
  return sent;
}

const run = async (request: ApiRequest, contentBaseUrl: string) => {
  const relayed: string[] = [];
  const extra: StoreExtra = {
    apiBaseUrl: 'http://127.0.0.1:8081/api',
    contentBaseUrl,
    lang: 'en',
    bus: createEventBus({ crossTab: false }),
    cookie: 'session=shopper',
    onSetCookie: (values) => relayed.push(...values),
  };
  const api = { extra, signal: new AbortController().signal } as BaseQueryApi;
  await envelopeBaseQuery(request, api, {});
  return relayed;
};

describe('envelopeBaseQuery on the server: the shopper’s cookie', () => {
  it('goes to the api base, whose Set-Cookie is relayed to the browser', async () => {
    const sent = answerSettingCookie('getCartItems');
    expect(await run({ call: 'getCartItems' }, 'http://127.0.0.1:8081/cms')).toEqual(['session=from-upstream; Path=/']);
    expect(sent).toEqual([{ url: 'http://127.0.0.1:8081/api/getCartItems', cookie: 'session=shopper' }]);
  });

  it('goes to a content base on the api’s origin (the api’s own /cms)', async () => {
    const sent = answerSettingCookie('getContent');
    expect(await run({ call: 'getContent', base: 'content' }, 'http://127.0.0.1:8081/cms')).toHaveLength(1);
    expect(sent[0]).toEqual({ url: 'http://127.0.0.1:8081/cms/getContent', cookie: 'session=shopper' });
  });

  it('never goes to a content base on another origin, and nothing it sets reaches the shop’s response', async () => {
    const sent = answerSettingCookie('getContent');
    expect(await run({ call: 'getContent', base: 'content' }, 'https://cms.elsewhere.example/cms')).toEqual([]);
    expect(sent).toEqual([{ url: 'https://cms.elsewhere.example/cms/getContent', cookie: null }]);
  });

  it('carries a cookie the api set to the calls after it in the same render (one session per render)', async () => {
    const sent = answerSettingCookie('createCartItem', 'getCartItems');
    const extra: StoreExtra = {
      apiBaseUrl: 'http://127.0.0.1:8081/api',
      lang: 'en',
      bus: createEventBus({ crossTab: false }),
      onSetCookie: () => undefined,
    };
    const api = { extra, signal: new AbortController().signal } as BaseQueryApi;
    await envelopeBaseQuery({ call: 'createCartItem' }, api, {});
    await envelopeBaseQuery({ call: 'getCartItems' }, api, {});
    expect(sent.map((s) => s.cookie)).toEqual([null, 'session=from-upstream']);
  });
});
