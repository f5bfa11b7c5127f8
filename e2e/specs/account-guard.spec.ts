// Pins the guarded account pages (SPEC section 6): the server sends a guest to the login page with the way back (no
// page rendered first), signing in lands there; a session that ends mid-visit does the same; another shopper's
// order URL is a 404, not their data.
import { expect, test } from '@playwright/test';
import { newEmail, registerByApi, signIn } from '../support/account.ts';
import { query } from '../support/database.ts';
import { hydrated } from '../support/shop.ts';

// Each guarded page and what the login page says on the way (SPEC section 8 for the addresses).
const guarded = [
  ['/en/my-account', 'Please sign in to continue'],
  ['/en/my-account/addresses', 'Sign in to see your addresses'],
  ['/en/my-account/orders', 'Please sign in to continue'],
] as const;

for (const [path, why] of guarded) {
  test(`a guest asking for ${path} is redirected by the server, and comes back after signing in`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const reply = await guest.get(path, { maxRedirects: 0 });
    expect(reply.status()).toBe(302);
    expect(reply.headers().location).toBe(`/en/login?redirect=${encodeURIComponent(path)}`);
    await guest.dispose();

    const email = newEmail('guard');
    await registerByApi(page.request, email);
    await page.request.post('/api/logout', { data: {} });
    await page.goto(path);
    await expect(page).toHaveURL(`/en/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByText(why)).toBeVisible();
    await signIn(page, email);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a session that ends mid-visit sends the shopper to sign in, and back', async ({ page, context }) => {
  const email = newEmail('expiry');
  await registerByApi(page.request, email);
  await page.goto('/en/my-account');
  await hydrated(page);
  await expect(page.getByTestId('account-profile-name')).toHaveText('Ada Lovelace');
  // The server forgets the session (it expired); the browser still holds its cookie.
  query(
    'DELETE FROM session WHERE id_customer = (SELECT id_customer FROM customer WHERE email = ? COLLATE NOCASE)',
    email,
  );
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(`/en/login?redirect=${encodeURIComponent('/en/my-account/orders')}`);
  expect((await context.cookies()).length).toBeGreaterThan(0);
  await signIn(page, email);
  await expect(page).toHaveURL('/en/my-account/orders');
  await expect(page.getByTestId('account-orders-empty')).toBeVisible();
});

test("another shopper's order URL is a 404, in the browser and from the server", async ({ page }) => {
  const demoOrder = query<{ id_order: number }>("SELECT id_order FROM orders WHERE reference = 'DEMOORDER'")[0];
  expect(demoOrder).toBeDefined();
  const url = `/en/my-account/orders/${demoOrder?.id_order}`;
  await registerByApi(page.request, newEmail('intruder'));
  const reply = await page.request.get(url);
  expect(reply.status()).toBe(404);
  expect(await reply.text()).not.toContain('DEMOORDER');
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('DEMOORDER')).toHaveCount(0);
});

test('the server greets the shopper in the header on account pages, and never on shared pages', async ({ page }) => {
  await registerByApi(page.request, newEmail('header'), 'Grace');
  const account = await (await page.request.get('/en/my-account')).text();
  expect(account).toMatch(/data-testid="account-menu-name"[^>]*>Grace</);
  // A shared page is the same for everyone (it may be cached): the widget keeps its place and asks after hydration.
  const shared = await (await page.request.get('/en/about')).text();
  expect(shared).not.toContain('Grace');
  await page.goto('/en/about');
  await hydrated(page);
  await expect(page.getByTestId('account-menu-name')).toHaveText('Grace');
});
