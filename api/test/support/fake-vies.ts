/**
 * A stand-in for the EU's VIES REST service on a free loopback port, so no test reaches the internet. It answers
 * POST `{countryCode, vatNumber}` by the number asked, one behaviour each (German numbers: nine digits), and records
 * every request so a test can tell a cached answer from a new question. The end-to-end shop's api asks it too
 * (e2e/support/global-setup.ts), so specs pick an answer by the number they type.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The numbers the fake knows, each with what VIES would do. */
export const FAKE_VAT = {
  registered: 'DE111111111',
  unknown: 'DE222222222',
  /** Never answers: the caller's timeout decides. */
  slow: 'DE333333333',
  /** 500, as VIES itself when it fails. */
  serverError: 'DE444444444',
  /** The member state's register is down: `errorWrappers: [{error: 'MS_UNAVAILABLE'}]`. */
  memberStateDown: 'DE555555555',
  /** The connection is dropped without an answer. */
  dropped: 'DE666666666',
} as const;

export interface FakeVies {
  url: string;
  /** Every request received, as `DE111111111`. */
  asked: string[];
  close(): Promise<void>;
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<{ countryCode?: string; vatNumber?: string }> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text || '{}') as { countryCode?: string; vatNumber?: string };
}

export async function startFakeVies(): Promise<FakeVies> {
  const asked: string[] = [];
  const server = createServer(async (request, response) => {
    const { countryCode = '', vatNumber = '' } = await bodyOf(request);
    const vat = `${countryCode}${vatNumber}`;
    asked.push(vat);
    const answer = { countryCode, vatNumber, requestDate: new Date().toISOString(), name: '---', address: '---' };
    switch (vat) {
      case FAKE_VAT.registered:
        return reply(response, 200, { ...answer, valid: true, userError: 'VALID' });
      case FAKE_VAT.slow:
        return undefined;
      case FAKE_VAT.serverError:
        return reply(response, 500, { message: 'Internal Server Error' });
      case FAKE_VAT.memberStateDown:
        return reply(response, 200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
      case FAKE_VAT.dropped:
        return request.socket.destroy();
      default:
        return reply(response, 200, { ...answer, valid: false, userError: 'INVALID' });
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/taxation_customs/vies/rest-api/check-vat-number`,
    asked,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
