/**
 * For this remote's unit tests: answers the api calls a test names with the reply it gives (status and envelope), and
 * fails the test on any other call. The e2e specs drive the real api; these pin what a page does with each answer.
 */
export type Replies = Record<
  string,
  { status?: number; success: boolean; psdata?: unknown; code?: number; message?: string }
>;

export function answerCalls(replies: Replies): { calls: { call: string; body: unknown }[] } {
  const calls: { call: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = String(input).split('/').pop() ?? '';
    calls.push({ call, body: JSON.parse(String(init?.body ?? '{}')) as unknown });
    const reply = replies[call];
    if (!reply) throw new Error(`unexpected api call: ${call}`);
    const { status = reply.success ? 200 : 400, ...envelope } = reply;
    return new Response(JSON.stringify({ code: status, psdata: null, ...envelope }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls };
}

export const guest = { status: 401, success: false, code: 410, message: 'User Not Authenticated' };

export const customer = {
  id: 7,
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  id_gender: 2,
  birthday: null,
  newsletter: false,
  optin: false,
  date_add: '2026-01-15T10:00:00.000Z',
};
