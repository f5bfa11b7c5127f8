// Pins content pages on /cms, the stored contact form, and the double opt-in newsletter with sections.
import type { ContentPage, LoginData, NewsletterStatus } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { codeIn, lastMail, sql } from './support/outbox.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '100' });
});
afterAll(() => api.stop());

describe('getContent', () => {
  test.each([
    ['en', 'help-faq', 'Help and FAQ'],
    ['fr', 'conditions-de-vente', 'Conditions de vente'],
    ['it', 'chi-siamo', 'Chi siamo'],
    ['es', 'garantia', 'Garantía'],
    ['de', 'kontakt', 'Kontakt'],
  ])('%s /%s', async (lang, slug, title) => {
    const page = (await new Shopper(api.url, lang).call<ContentPage>('getContent', { slug }, { base: '/cms' })).body
      .psdata;
    expect(page.title).toBe(title);
    expect(page.content).toMatch(/^<(p|h2)>/);
    expect(Object.keys(page.links)).toEqual(['en', 'fr', 'it', 'es', 'de']);
  });

  test('a slug from another language answers in the request language; unknown pages are 404', async () => {
    const shopper = new Shopper(api.url, 'de');
    const reply = await shopper.call<ContentPage>('getContent', { slug: 'chi-siamo' }, { base: '/cms' });
    expect(reply.body.psdata.title).toBe('Über uns');
    expect(reply.body.psdata.links.it).toBe('/it/chi-siamo');
    expect((await shopper.call('getContent', { slug: 'nope' }, { base: '/cms' })).status).toBe(404);
    expect((await shopper.call('getContent', {}, { base: '/cms' })).status).toBe(400);
    expect((await shopper.call('getContent', { slug: 'help-faq' })).status).toBe(404);
  });

  test('HTML from the database is sanitized on the way out', async () => {
    await sql(
      api.database,
      `UPDATE cms_lang SET content = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>' WHERE id_cms = 4 AND lang = 'en'`,
    );
    const page = (await new Shopper(api.url).call<ContentPage>('getContent', { id: 4 }, { base: '/cms' })).body.psdata;
    expect(page.content).toBe('<p>Hi<a rel="noopener noreferrer">l</a></p>');
  });
});

describe('contact form', () => {
  test('stores the message and forwards it to the shop', async () => {
    const reply = await new Shopper(api.url).ok<{ message: string }>('sendContactMessage', {
      name: 'Luca',
      email: 'luca@example.com',
      subject: 'order',
      message: 'Where is my parcel? Thanks.',
    });
    expect(reply.message).toBeTruthy();
    const [row] = await sql<{ subject: string; message: string }>(
      api.database,
      "SELECT subject, message FROM contact_message WHERE email = 'luca@example.com'",
    );
    expect(row).toEqual({ subject: 'order', message: 'Where is my parcel? Thanks.' });
    expect((await lastMail(api.database, 'hello@sartorianova.example'))?.body).toContain('Where is my parcel?');
  });

  test('validates its fields', async () => {
    const shopper = new Shopper(api.url);
    expect(
      (await shopper.call('sendContactMessage', { name: 'L', email: 'bad', message: 'long enough text' })).status,
    ).toBe(400);
    expect(
      (await shopper.call('sendContactMessage', { name: 'L', email: 'l@example.com', message: 'short' })).body.message,
    ).toContain('at least 10');
    expect(
      (
        await shopper.call('sendContactMessage', {
          name: 'L',
          email: 'l@example.com',
          message: 'long enough text',
          subject: 'spam',
        })
      ).status,
    ).toBe(400);
  });
});

describe('newsletter', () => {
  test('subscription is confirmed by the emailed code, with sections of interest', async () => {
    const shopper = new Shopper(api.url);
    const email = `news-${Date.now()}@example.com`;
    await shopper.ok('subscribeNewsletter', { email, sections: ['women', 'home', 'women'], consent: true });
    const code = codeIn((await lastMail(api.database, email))?.body);
    const wrong = await shopper.call('confirmNewsletter', { email, code: code === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(400);
    const confirmed = await shopper.ok<NewsletterStatus>('confirmNewsletter', { email, code });
    expect(confirmed).toEqual({ email, subscribed: true, pending: false, sections: ['home', 'women'] });
    expect((await shopper.call('confirmNewsletter', { email, code })).status).toBe(400);
  });

  test('consent and at least one section are required', async () => {
    const shopper = new Shopper(api.url);
    expect(
      (await shopper.call('subscribeNewsletter', { email: 'a@example.com', sections: ['men'], consent: false })).body
        .message,
    ).toContain('Consent is required');
    expect(
      (await shopper.call('subscribeNewsletter', { email: 'a@example.com', sections: [], consent: true })).status,
    ).toBe(400);
    expect(
      (await shopper.call('subscribeNewsletter', { email: 'a@example.com', sections: ['cars'], consent: true })).status,
    ).toBe(400);
  });

  test('a customer reads and cancels their subscription', async () => {
    const shopper = new Shopper(api.url);
    const email = `cust-${Date.now()}@example.com`;
    await shopper.ok<LoginData>('register', { email, password: 'Secret123!', firstname: 'Ugo', lastname: 'Verdi' });
    expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toEqual({
      email,
      subscribed: false,
      pending: false,
      sections: [],
    });
    await shopper.ok('subscribeNewsletter', { email, sections: ['kids'], consent: true });
    expect((await shopper.ok<NewsletterStatus>('getNewsletter')).pending).toBe(true);
    await shopper.ok('confirmNewsletter', { email, code: codeIn((await lastMail(api.database, email))?.body) });
    expect(
      (await shopper.ok<{ user: { newsletter: boolean } }>('login', { email, password: 'Secret123!' })).user.newsletter,
    ).toBe(true);
    expect((await shopper.ok<NewsletterStatus>('unsubscribeNewsletter')).subscribed).toBe(false);
    expect((await new Shopper(api.url).call('getNewsletter')).status).toBe(401);
  });
});
