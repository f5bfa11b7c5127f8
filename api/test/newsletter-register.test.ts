// Pins one newsletter subscription for every door: the register form's box, the profile's flag and an email change
// lead to the same double opt-in as the newsletter card (pending, a code mailed, subscribed once confirmed), and the
// customer's `newsletter` flag mirrors the confirmed subscription.
import type { Customer, LoginData, NewsletterStatus } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { codeIn, lastMail, sql } from './support/outbox.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '50' });
});
afterAll(() => api.stop());

let n = 0;
const account = (newsletter?: boolean) => ({
  email: `news-register${++n}-${Date.now()}@example.com`,
  password: 'Secret123!',
  firstname: 'Ada',
  lastname: 'Lovelace',
  ...(newsletter === undefined ? {} : { newsletter }),
});

const mails = async (email: string) =>
  sql<{ kind: string }>(api.database, 'SELECT kind FROM mail_outbox WHERE lower(recipient) = lower(?)', email);

test('registering with the box ticked starts a pending subscription, mails its code; confirming subscribes', async () => {
  const shopper = new Shopper(api.url);
  const details = account(true);
  const data = await shopper.ok<LoginData>('register', details);
  expect(data.user.newsletter).toBe(false);
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toEqual({
    email: details.email,
    subscribed: false,
    pending: true,
    sections: ['home', 'kids', 'men', 'women'],
  });
  const mail = await lastMail(api.database, details.email);
  expect(mail).toMatchObject({ kind: 'newsletter-confirmation', subject: 'Confirm your Sartoria Nova newsletter' });
  const code = codeIn(mail?.body);
  expect(code).toMatch(/^\d{6}$/);

  const confirmed = await shopper.ok<NewsletterStatus>('confirmNewsletter', { email: details.email, code });
  expect(confirmed).toMatchObject({ subscribed: true, pending: false });
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ subscribed: true, pending: false });
  expect((await shopper.ok<Customer>('getCustomer')).newsletter).toBe(true);
});

test('registering without the box starts nothing and mails nothing', async () => {
  const shopper = new Shopper(api.url);
  const details = account(false);
  expect((await shopper.ok<LoginData>('register', details)).user.newsletter).toBe(false);
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ subscribed: false, pending: false });
  expect(await mails(details.email)).toEqual([]);
});

test('a subscription the email confirmed before registering counts for the new account', async () => {
  const details = account();
  const guest = new Shopper(api.url);
  await guest.ok('subscribeNewsletter', { email: details.email, sections: ['men'], consent: true });
  const code = codeIn((await lastMail(api.database, details.email))?.body);
  await guest.ok('confirmNewsletter', { email: details.email, code });

  const shopper = new Shopper(api.url);
  expect((await shopper.ok<LoginData>('register', { ...details, newsletter: true })).user.newsletter).toBe(true);
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ subscribed: true, sections: ['men'] });
  // Already confirmed: no second code.
  expect((await mails(details.email)).length).toBe(1);
});

test("the profile's flag asks for the same confirmation, and unticked ends the subscription", async () => {
  const shopper = new Shopper(api.url);
  const details = account();
  await shopper.ok('register', details);
  expect((await shopper.ok<Customer>('updateCustomer', { newsletter: true })).newsletter).toBe(false);
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ pending: true });
  const code = codeIn((await lastMail(api.database, details.email))?.body);
  await shopper.ok('confirmNewsletter', { email: details.email, code });
  expect((await shopper.ok<Customer>('getCustomer')).newsletter).toBe(true);

  expect((await shopper.ok<Customer>('updateCustomer', { newsletter: false })).newsletter).toBe(false);
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ subscribed: false, pending: false });
});

test('a new email takes the subscription along', async () => {
  const shopper = new Shopper(api.url);
  const details = account(true);
  await shopper.ok('register', details);
  const code = codeIn((await lastMail(api.database, details.email))?.body);
  await shopper.ok('confirmNewsletter', { email: details.email, code });
  const moved = `moved-${details.email}`;
  const customer = await shopper.ok<Customer>('updateCustomer', { email: moved, password: details.password });
  expect(customer).toMatchObject({ email: moved, newsletter: true });
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ email: moved, subscribed: true });
  expect(await sql(api.database, 'SELECT email FROM newsletter WHERE email = ?', details.email)).toEqual([]);
});

test("the demo customer's flag comes with a confirmed subscription", async () => {
  const shopper = new Shopper(api.url);
  const data = await shopper.ok<LoginData>('login', { email: 'demo@sartorianova.example', password: 'Demo1234!' });
  expect(data.user.newsletter).toBe(true);
  expect(await shopper.ok<NewsletterStatus>('getNewsletter')).toMatchObject({ subscribed: true, pending: false });
});
