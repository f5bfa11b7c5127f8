/**
 * "Place order" timing: in Chromium on loopback, no throttling, from the click on Pay (card 4242 4242 4242
 * 4242) to the success page showing the order number. Each run is a new guest: a cart over the free-shipping
 * threshold with an address and a carrier (made through the api, scripts/bench/personal.ts), the payment step opened
 * and filled as a shopper does, then the timed click.
 *
 * Both ends are read inside the page, on the epoch clock (performance.timeOrigin + a high-resolution time), so the
 * figure holds whether the success page is a client-side move or a new document: the click by a capturing listener
 * (the event's own timeStamp), the order number by a MutationObserver the moment its element holds a reference.
 */
import type { Browser, Page } from '@playwright/test';
import { acceptedCard, guestAtPayment, requestApi } from './personal.ts';

export interface PlaceOrderRun {
  /** Click on Pay to the order number in the page, in ms. */
  ms: number;
  /** The success page's URL (its order id), to check the runs placed distinct orders. */
  successUrl: string;
}

const clickedKey = 'bench:pay-clicked';
const shownKey = 'bench:reference-shown';

/** Registered on every document of the run's context; sessionStorage carries the click across a navigation. */
export const placeOrderScript = `(() => {
  if (window.top !== window) return;
  addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && /^(Pay|Place order)$/.test((button.textContent || '').trim()))
      sessionStorage.setItem('${clickedKey}', String(performance.timeOrigin + event.timeStamp));
  }, true);
  const check = () => {
    if (!sessionStorage.getItem('${clickedKey}') || sessionStorage.getItem('${shownKey}')) return;
    const reference = document.querySelector('[data-testid="checkout-order-reference"]');
    if (reference && /^[A-Z0-9]{6,}$/.test((reference.textContent || '').trim()))
      sessionStorage.setItem('${shownKey}', String(performance.timeOrigin + performance.now()));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/** The shell has hydrated the page and React owns every control (as e2e/support/shop.ts waits). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction(
    `[...document.querySelectorAll('#app :is(a, button, input, select, textarea)')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber')))`,
    null,
    { timeout: 30_000 },
  );
}

export async function placeOrderOnce(browser: Browser, shopUrl: string): Promise<PlaceOrderRun> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    await guestAtPayment(requestApi(context.request, shopUrl));
    await context.addInitScript({ content: placeOrderScript });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/en/checkout/payment`, { waitUntil: 'load' });
    if (new URL(page.url()).pathname !== '/en/checkout/payment')
      throw new Error(`the payment step moved to ${page.url()}: the guest's checkout is incomplete`);
    await hydrated(page);
    await page.getByRole('radio', { name: 'Pay by card' }).check();
    await page.getByRole('textbox', { name: 'Cardholder' }).fill(acceptedCard.name);
    await page.getByRole('textbox', { name: 'Card number' }).fill(acceptedCard.number.replaceAll(' ', ''));
    await page.getByRole('textbox', { name: 'Expiry date' }).fill(acceptedCard.expiry);
    await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill(acceptedCard.cvv);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/en\/checkout\/review$/, { timeout: 30_000 });
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();

    await page.getByRole('button', { name: /^(Pay|Place order)$/ }).click();
    await page.waitForURL(/\/en\/checkout\/success\?id_order=\d+/, { timeout: 30_000 });
    const read = () =>
      page.evaluate(`[sessionStorage.getItem('${clickedKey}'), sessionStorage.getItem('${shownKey}')]`) as Promise<
        [string | null, string | null]
      >;
    let marks = await read();
    for (let waited = 0; marks[1] === null && waited < 30_000; waited += 50) {
      await page.waitForTimeout(50);
      marks = await read();
    }
    const [clicked, shown] = marks;
    if (clicked === null) throw new Error('the click on Pay was not seen by the page');
    if (shown === null) throw new Error(`the success page showed no order number within 30 s (${page.url()})`);
    return { ms: Number(shown) - Number(clicked), successUrl: page.url() };
  } finally {
    await context.close();
  }
}
