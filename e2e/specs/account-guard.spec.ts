// Pins the guarded account pages (SPEC section 6): the server sends a guest to the login page with the way back (no
// page rendered first), signing in lands there; a session that ends mid-visit does the same; another shopper's
// order URL is a 404, not their data. The header greets a signed-in shopper on shared pages from the api's readable
// hint (ADR 0302), without a shift; a stale hint (the session gone on the server) falls back to the guest link once.
import { expect, test, type BrowserContext } from '@playwright/test';
import { newEmail, registerByApi, signIn } from '../support/account.ts';
import { query } from '../support/database.ts';
import { hydrated, layoutShift } from '../support/shop.ts';

test.describe('account-guard', { tag: '@account' }, () => {
  const hintCookie = 'sf_signed_in';
  const hintOf = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === hintCookie);

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

  test('the server greets the shopper in the header on account pages, and never on shared pages', async ({
    page,
    context,
  }) => {
    await registerByApi(page.request, newEmail('header'), 'Grace');
    // Beside the HttpOnly session, a readable hint that carries no identity.
    expect(await hintOf(context)).toMatchObject({ value: '1', httpOnly: false, path: '/' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'sf_session')?.httpOnly).toBe(true);
    const account = await (await page.request.get('/en/my-account')).text();
    expect(account).toMatch(/data-testid="account-menu-name"[^>]*>Grace</);
    // A shared page is the same for everyone (it may be cached): the entry keeps its place and fills in after hydration.
    const shared = await (await page.request.get('/en/about')).text();
    expect(shared).not.toContain('Grace');
    expect(shared).not.toContain('account-menu');
    for (const path of ['/en/about', '/en/3-women']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId('account-menu-name')).toHaveText('Grace');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      expect(await layoutShift(page), path).toBe(0);
    }
    // A second tab of the same browser greets the shopper too.
    const other = await context.newPage();
    await other.goto('/en');
    await hydrated(other);
    await expect(other.getByTestId('account-menu-name')).toHaveText('Grace');
    expect(await layoutShift(other)).toBe(0);
    await other.close();
  });

  test('a session deleted on the server while the browser keeps the hint: the guest link, the hint dropped, no loop', async ({
    page,
    context,
  }) => {
    const email = newEmail('stale');
    await registerByApi(page.request, email);
    expect(await hintOf(context)).toBeDefined();
    query(
      'DELETE FROM session WHERE id_customer = (SELECT id_customer FROM customer WHERE email = ? COLLATE NOCASE)',
      email,
    );
    const customerCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/getCustomer')) customerCalls.push(request.url());
    });
    await page.goto('/en/3-women');
    await hydrated(page);
    const guestLink = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    await expect(guestLink).toBeVisible();
    await expect.poll(() => hintOf(context)).toBeUndefined();
    await page.waitForLoadState('networkidle');
    await expect(guestLink).toBeVisible();
    await expect(page.getByTestId('account-menu-name')).toHaveCount(0);
    // At most the one read that found the session gone (the cart's read may have cleared the hint first).
    expect(customerCalls.length).toBeLessThanOrEqual(1);
    // The next shared page knows from the start: no account call at all.
    customerCalls.length = 0;
    await page.goto('/en');
    await hydrated(page);
    await expect(guestLink).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(customerCalls).toEqual([]);
  });
});
