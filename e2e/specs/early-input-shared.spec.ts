// Pins (ADR 0502): what a shopper does on a shared page before its scripts run is answered, and a choice made then is
// kept: a facet's checkbox, a size chip, the language, the cart count of an early add (once, even when its answer is
// lost), a second tab.
import { expect, test } from '@playwright/test';
import { quietBanner } from '../support/cart.ts';
import { holdScripts, hydratedRoot, loadedAndLeft } from '../support/early.ts';

test.describe('early-input-shared', { tag: ['@shell', '@catalog'] }, () => {
  test("a facet's box pressed before any script ran brings the filtered listing at once, with no script", async ({
    page,
    context,
  }) => {
    await quietBanner(context);
    await loadedAndLeft(page, '/en/3-women');
    // Scripts never come: the answer must not need them.
    await holdScripts(page);
    const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
    await inStock.click({ force: true });
    await expect(page).toHaveURL(/\/en\/3-women\?q=availability-in_stock$/, { timeout: 15_000 });
    await expect(inStock).toBeChecked();
    await expect(page.getByRole('main').getByRole('button', { name: /Availability: In stock/ })).toBeVisible();
    await expect(hydratedRoot(page)).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('"Filters" opens before any script ran, and a box in it loads the filtered listing', async ({
      page,
      context,
    }) => {
      await quietBanner(context);
      await loadedAndLeft(page, '/en/3-women');
      await holdScripts(page);
      const filters = page.getByRole('main').getByRole('button', { name: /^Filters/ });
      const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
      await expect(inStock).toBeHidden();
      await filters.tap();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await page
        .getByRole('group', { name: 'Availability' })
        .getByText(/^In stock/)
        .tap();
      await expect(page).toHaveURL(/\?q=availability-in_stock$/, { timeout: 15_000 });
      await expect(page.getByRole('main').getByRole('button', { name: /^Filters \(1\)/ })).toBeVisible();
      await expect(hydratedRoot(page)).toHaveCount(0);
    });

    test.describe('the facet in view', () => {
      // Tall enough that the box is in view once the filters are open: the tap is the first gesture, no scroll before.
      test.use({ viewport: { width: 390, height: 2400 } });

      test('a facet tapped before any script ran is brought in place, and the app started later takes it over', async ({
        page,
        context,
      }) => {
        await quietBanner(context);
        const recoverable: string[] = [];
        page.on('console', (message) => {
          if (/hydrat|#418|#423|#425/i.test(message.text())) recoverable.push(message.text());
        });
        await loadedAndLeft(page, '/en/3-women');
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(request.url());
        });
        const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Filters/ })
          .tap();
        await page
          .getByRole('group', { name: 'Availability' })
          .getByText(/^In stock/)
          .tap();
        await expect(page).toHaveURL(/\/en\/3-women\?q=availability-in_stock$/, { timeout: 15_000 });
        await expect(page.getByRole('main').getByRole('button', { name: /Availability: In stock/ })).toBeVisible();
        await expect(inStock).toBeChecked();
        await expect(inStock).toBeFocused();
        // In place: the page was fetched, never loaded as a new document, and no script started.
        expect(documents).toEqual([]);
        await expect(hydratedRoot(page)).toHaveCount(0);

        // The next gesture starts the app, which hydrates the filtered listing as if it had been loaded.
        await page.mouse.wheel(0, 10);
        await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
        await inStock.tap();
        await expect(page).toHaveURL(/\/en\/3-women$/, { timeout: 15_000 });
        await expect(page.getByRole('main').getByRole('button', { name: /Availability: In stock/ })).toHaveCount(0);
        expect(recoverable).toEqual([]);
      });

      test('Back after a facet brought in place before any script ran shows the listing it came from', async ({
        page,
        context,
      }) => {
        await quietBanner(context);
        await loadedAndLeft(page, '/en/3-women');
        await holdScripts(page);
        const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Filters/ })
          .tap();
        await page
          .getByRole('group', { name: 'Availability' })
          .getByText(/^In stock/)
          .tap();
        await expect(page).toHaveURL(/\?q=availability-in_stock$/, { timeout: 15_000 });
        await page.goBack();
        await expect(page).toHaveURL(/\/en\/3-women$/);
        await expect(inStock).not.toBeChecked({ timeout: 15_000 });
        await expect(page.getByRole('main').getByRole('button', { name: /Availability: In stock/ })).toHaveCount(0);
      });
    });

    test('"Filters" opened before the app ran stays open once it has, and closes with the app', async ({
      page,
      context,
    }) => {
      await quietBanner(context);
      await loadedAndLeft(page, '/en/3-women');
      const release = await holdScripts(page);
      const filters = page.getByRole('main').getByRole('button', { name: /^Filters/ });
      await filters.tap();
      release();
      // Any other gesture starts the app.
      await page.mouse.wheel(0, 10);
      await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
      const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
      await expect(inStock).toBeVisible();
      await filters.tap();
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await expect(inStock).toBeHidden();
    });
  });

  test('a facet checkbox pressed as the first gesture is applied', async ({ page, context }) => {
    await quietBanner(context);
    await loadedAndLeft(page, '/en/3-women');
    const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
    await inStock.click({ force: true });
    await expect(page).toHaveURL(/[?&]q=/, { timeout: 15_000 });
    await expect(inStock).toBeChecked();
  });

  test('a size chip pressed as the first gesture is chosen', async ({ page, context }) => {
    await quietBanner(context);
    await loadedAndLeft(page, '/en/1-relaxed-linen-dress.html');
    const value = await page
      .getByRole('main')
      .locator('input[type=radio]:not([disabled]):not(:checked)')
      .first()
      .getAttribute('value');
    const size = page.getByRole('main').locator(`input[type=radio][value="${value}"]`).first();
    const answered = page.waitForRequest(/getProduct/, { timeout: 15_000 });
    await size.click({ force: true });
    await answered;
    await expect(size).toBeChecked({ timeout: 15_000 });
  });

  test('a language chosen before any script ran is saved: the shop opens in it next time', async ({
    page,
    context,
  }) => {
    await quietBanner(context);
    await loadedAndLeft(page, '/en/3-women');
    await holdScripts(page);
    await page.getByRole('banner').getByRole('link', { name: 'FR', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\//);
    await expect(hydratedRoot(page)).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'shell_locale')?.value).toBe('fr');
    const root = await page.request.get('/', { maxRedirects: 0 });
    expect(root.headers().location).toBe('/fr');
  });

  test('a tab opened earlier and left alone follows the cart changed in another tab', async ({ context }) => {
    await quietBanner(context);
    const earlier = await context.newPage();
    await loadedAndLeft(earlier, '/en/3-women');
    await expect(hydratedRoot(earlier)).toHaveCount(0);

    const shopping = await context.newPage();
    await loadedAndLeft(shopping, '/en/1-relaxed-linen-dress.html');
    await shopping.getByRole('main').locator('label:has(input[type=radio]:not([disabled]))').first().click();
    await shopping.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shopping.getByTestId('shell-cart-count')).toHaveText('1', { timeout: 15_000 });

    // Not touched: it starts by itself and shows the count.
    await expect(earlier.getByTestId('shell-cart-count')).toHaveText('1', { timeout: 15_000 });
  });

  test('"Add to cart" pressed first whose answer is lost on the way is made again by the app, and added once', async ({
    page,
    context,
  }) => {
    await quietBanner(context);
    await loadedAndLeft(page, '/en/1-relaxed-linen-dress.html');
    // The page's own call reaches the api and adds, but its answer (and the session cookie in it) never comes back.
    let calls = 0;
    await page.route('**/api/createCartItem', async (route) => {
      calls++;
      if (calls > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    const badge = page.getByTestId('shell-cart-count');
    await expect(badge).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    expect(calls).toBe(2);
    const cart = (await (await page.request.post('/api/getCartItems', { data: {} })).json()) as {
      psdata: { products: { cart_quantity: number }[] };
    };
    expect(cart.psdata.products.map((line) => line.cart_quantity)).toEqual([1]);
  });

  test('"Add to cart" pressed while the app starts, before its region has hydrated, is answered by the page and adopted by the app', async ({
    page,
    context,
  }) => {
    // A first visit (the cookie banner still asks), on a slow phone: the app's start and hydration take long enough for the press to fall between the replay of the
    // page's queue and the hydration of the button's region.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Pressed from the page at the first task in which the app has played its queue and the button is not yet its
    // own; whether the header ever showed the starter's count (only the starter writes that mark).
    await page.addInitScript(() => {
      const state = window as unknown as { __pressedEarly?: boolean; __earlyCount?: boolean };
      const check = () => {
        const queue = (window as unknown as { __SF_EARLY__?: { done?: boolean } }).__SF_EARLY__;
        const button = [...document.querySelectorAll('main button')].find(
          (b) => b.textContent?.trim() === 'Add to cart',
        ) as HTMLButtonElement | undefined;
        if (document.querySelector('[data-early-count]')) state.__earlyCount = true;
        if (queue?.done && button && !state.__pressedEarly) {
          state.__pressedEarly = !button.closest('[data-app-owned=yes]');
          if (state.__pressedEarly) button.click();
          else return;
        }
        channel.port2.postMessage(null);
      };
      const channel = new MessageChannel();
      channel.port1.onmessage = check;
      channel.port2.postMessage(null);
    });
    let adds = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/createCartItem') && adds++));
    await loadedAndLeft(page, '/en/1-relaxed-linen-dress.html');
    // A scroll starts the app (ADR 0502).
    await page.mouse.wheel(0, 60);
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => page.evaluate('window.__pressedEarly'), { timeout: 15_000 }).toBe(true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const badge = page.getByTestId('shell-cart-count');
    await expect(badge).toHaveText('1', { timeout: 15_000 });
    expect(await page.evaluate('window.__earlyCount')).toBe(true);
    await expect(badge).not.toHaveAttribute('data-early-count');
    // Adopted as the app's own add (the mini cart opens on it), made once.
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    expect(adds).toBe(1);
    const cart = (await (await page.request.post('/api/getCartItems', { data: {} })).json()) as {
      psdata: { products: { cart_quantity: number }[] };
    };
    expect(cart.psdata.products.map((line) => line.cart_quantity)).toEqual([1]);
  });

  test('"Add to cart" pressed first, before any script ran, is answered by the page itself, and added once', async ({
    page,
    context,
  }) => {
    await quietBanner(context);
    await loadedAndLeft(page, '/en/1-relaxed-linen-dress.html');
    const release = await holdScripts(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The header shows the new count while the app is still held back.
    const badge = page.getByTestId('shell-cart-count');
    await expect(badge).toHaveAttribute('data-early-count', '1');
    await expect(hydratedRoot(page)).toHaveCount(0);
    release();
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(badge).toHaveText('1', { timeout: 15_000 });
    await expect(badge).not.toHaveAttribute('data-early-count');
    await expect(page.locator('html[data-waiting]')).toHaveCount(0);
    // The app took the add over: told as its own (the mini cart opens), never made a second time.
    await expect(page.getByRole('dialog')).toBeVisible();
    const cart = (await (await page.request.post('/api/getCartItems', { data: {} })).json()) as {
      psdata: { products_count: number };
    };
    expect(cart.psdata.products_count).toBe(1);
  });
});
