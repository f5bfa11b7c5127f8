// Pins placing orders: card test numbers, redirect gateways through the simulator pages, bank transfer,
// idempotency under repeats and concurrency, stock taken and given back, and following an order by key.
import type {
  Cart,
  CreateOrderData,
  OrderSummary,
  ProductDetail,
  ProductListing,
  ValidateOrderData,
} from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { newKey, readyGuest } from './support/checkout.ts';
import { lastMail } from './support/outbox.ts';

const SHOP = 'http://shop.test:8080';
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ SHOP_PUBLIC_URL: SHOP });
});
afterAll(() => api.stop());

const card = (number: string) => ({ name: 'Mario Rossi', number, expiry: '12/39', cvv: '123' });
const stockOf = async (shopper: Shopper, id: number, combo: number) =>
  (await shopper.ok<ProductDetail>('getProduct', { product_id: id })).combinations.find(
    (c) => c.id_product_attribute === combo,
  )?.quantity;

describe('card payments', () => {
  test('the approving test card places a paid order: stock taken, cart emptied, confirmation mailed', async () => {
    const { shopper, product, combo } = await readyGuest(api.url);
    const before = await stockOf(shopper, product.id_product, combo);
    const data = await shopper.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'creditcard',
      terms_accepted: true,
      card: card('4242 4242 4242 4242'),
    });
    expect(data.outcome).toBe('success');
    expect(data.redirect_url).toBeNull();
    expect(data.order).toMatchObject({ state: 'payment_accepted', payment: 'Credit card', products_count: 1 });
    expect(data.order.reference).toMatch(/^[A-Z]{9}$/);
    expect(await stockOf(shopper, product.id_product, combo)).toBe((before ?? 0) - 1);
    expect((await shopper.ok<Cart>('getCartItems')).products).toEqual([]);
    expect((await lastMail(api.database, data.order.email))?.subject).toContain(data.order.reference);
  });

  test('a category listing shows the stock an order took at once (cached listings follow the catalogue version)', async () => {
    const { shopper, product } = await readyGuest(api.url);
    const listed = async () => {
      const listing = await shopper.ok<ProductListing>('getProducts', {
        id_category: product.id_category_default,
        resultsPerPage: 60,
      });
      return listing.products.find((p) => p.id_product === product.id_product)?.quantity;
    };
    const before = await listed();
    expect(before).toBeGreaterThan(0);
    await shopper.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'creditcard',
      terms_accepted: true,
      card: card('4242 4242 4242 4242'),
    });
    expect(await listed()).toBe((before ?? 0) - 1);
  });

  test('the declining test card is a 402 and leaves the cart and stock alone', async () => {
    const { shopper, product, combo } = await readyGuest(api.url);
    const before = await stockOf(shopper, product.id_product, combo);
    const reply = await shopper.call('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'creditcard',
      terms_accepted: true,
      card: card('4000000000000002'),
    });
    expect(reply.status).toBe(402);
    expect(reply.body).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect(await stockOf(shopper, product.id_product, combo)).toBe(before);
    expect((await shopper.ok<Cart>('getCartItems')).products).toHaveLength(1);
  });

  test.each([
    [{ card: card('4111111111111112') }, 400, 'not valid'],
    [{ card: card('4111111111111111') }, 402, 'test card'],
    [{ card: { ...card('4242424242424242'), expiry: '01/20' } }, 400, 'expired'],
    [{}, 400, 'card details are required'],
    [{ terms_accepted: false }, 400, 'Terms must be accepted.'],
    [{ idempotency_key: 'short' }, 400, 'idempotency_key'],
  ])('refused: %j', async (patch, status, message) => {
    const { shopper } = await readyGuest(api.url);
    const reply = await shopper.call('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'creditcard',
      terms_accepted: true,
      ...patch,
    });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toContain(message);
  });
});

describe('idempotency', () => {
  test('repeating createOrder with the same key answers the first order', async () => {
    const { shopper } = await readyGuest(api.url);
    const key = newKey();
    const body = { idempotency_key: key, payment_module: 'bankwire', terms_accepted: true };
    const first = await shopper.ok<CreateOrderData>('createOrder', body);
    const again = await shopper.ok<CreateOrderData>('createOrder', body);
    expect(again.order.id_order).toBe(first.order.id_order);
    expect(again.key).toBe(first.key);
    const otherKey = await shopper.call('createOrder', { ...body, idempotency_key: newKey() });
    expect(otherKey.status).toBe(400);
    expect(otherKey.body.message).toBe('No products in the cart');
  });

  test('concurrent calls with the same key create one order', async () => {
    const { shopper, product, combo } = await readyGuest(api.url);
    const before = await stockOf(shopper, product.id_product, combo);
    const body = {
      idempotency_key: newKey(),
      payment_module: 'creditcard',
      terms_accepted: true,
      card: card('4242424242424242'),
    };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => shopper.ok<CreateOrderData>('createOrder', body)),
    );
    expect(new Set(replies.map((r) => r.order.id_order)).size).toBe(1);
    expect(await stockOf(shopper, product.id_product, combo)).toBe((before ?? 0) - 1);
  });

  test('someone else’s key is refused', async () => {
    const a = await readyGuest(api.url);
    const key = newKey();
    await a.shopper.ok('createOrder', { idempotency_key: key, payment_module: 'bankwire', terms_accepted: true });
    const b = await readyGuest(api.url);
    const reply = await b.shopper.call('createOrder', {
      idempotency_key: key,
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    expect(reply.status).toBe(409);
  });

  test('an incomplete checkout cannot be ordered', async () => {
    const shopper = new Shopper(api.url);
    const none = await shopper.call('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    expect(none.body.message).toBe('No products in the cart');
    await shopper.ok('createCartItem', { id_product: 1, qty: 1 });
    const noAddress = await shopper.call('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    expect(noAddress.body.message).toContain('email');
  });
});

describe('bank transfer', () => {
  test('awaits the transfer and gives the bank details', async () => {
    const { shopper } = await readyGuest(api.url);
    const data = await shopper.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    expect(data.order.state).toBe('awaiting_bank_wire');
    expect(data.outcome).toBe('success');
    expect(data.bank_details).toContain('IBAN');
  });
});

describe('redirect gateways and the simulator pages', () => {
  async function redirected(module: string, lang = 'it') {
    const { shopper, product, combo } = await readyGuest(api.url, lang);
    const data = await shopper.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: module,
      terms_accepted: true,
    });
    return { shopper, data, product, combo };
  }

  const press = (url: string, action: string, key: string) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action, key }).toString(),
    });

  test('approve: the order is paid and the shopper returns to /{lang}/checkout/success', async () => {
    const { shopper, data } = await redirected('paypal');
    expect(data.outcome).toBe('pending');
    expect(data.redirect_url).toBe(`/api/pay/paypal/${data.order.reference}?key=${data.key}`);
    const page = await fetch(`${api.url}${data.redirect_url}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Approva il pagamento');
    const response = await press(`${api.url}/api/pay/paypal/${data.order.reference}`, 'approve', data.key);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${SHOP}/it/checkout/success?id_order=${data.order.id_order}&key=${data.key}`,
    );
    const validated = await shopper.ok<ValidateOrderData>('validateOrder', {
      id_order: data.order.id_order,
      key: data.key,
    });
    expect(validated).toMatchObject({
      outcome: 'success',
      order: { state: 'payment_accepted', state_label: 'Pagamento accettato' },
    });
  });

  test('fail and cancel return to /failed and give the stock back; pending returns to /validate', async () => {
    for (const [action, page, state] of [
      ['fail', 'failed', 'payment_error'],
      ['cancel', 'failed', 'cancelled'],
      ['pending', 'validate', 'awaiting_payment'],
    ] as const) {
      const { shopper, data, product, combo } = await redirected('multisafepay', 'de');
      const reserved = await stockOf(shopper, product.id_product, combo);
      const response = await press(`${api.url}/api/pay/multisafepay/${data.order.reference}`, action, data.key);
      expect(response.headers.get('location')).toContain(`${SHOP}/de/checkout/${page}?`);
      const validated = await shopper.ok<ValidateOrderData>('validateOrder', {
        id_order: data.order.id_order,
        key: data.key,
      });
      expect(validated.order.state).toBe(state);
      expect(await stockOf(shopper, product.id_product, combo)).toBe(
        action === 'pending' ? reserved : (reserved ?? 0) + 1,
      );
      // A failed or cancelled payment gives the cart back, so the shopper can try again; a pending one keeps it.
      const cart = await shopper.ok<Cart>('getCartItems');
      expect(cart.products_count).toBe(action === 'pending' ? 0 : 1);
    }
  });

  test('a wrong key or module shows nothing; a finished payment cannot change', async () => {
    const { data } = await redirected('paypal');
    expect((await fetch(`${api.url}/api/pay/paypal/${data.order.reference}?key=wrong`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/pay/multisafepay/${data.order.reference}?key=${data.key}`)).status).toBe(404);
    await press(`${api.url}/api/pay/paypal/${data.order.reference}`, 'approve', data.key);
    const late = await press(`${api.url}/api/pay/paypal/${data.order.reference}`, 'cancel', data.key);
    expect(late.headers.get('location')).toContain('/checkout/success');
    expect((await press(`${api.url}/api/pay/paypal/${data.order.reference}`, 'steal', data.key)).status).toBe(400);
  });
});

describe('updateOrder and validateOrder', () => {
  test('the confirmation page saves the notification opt-in and feedback', async () => {
    const { shopper } = await readyGuest(api.url);
    const data = await shopper.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    const summary = await shopper.ok<OrderSummary>('updateOrder', {
      id_order: data.order.id_order,
      key: data.key,
      notifications: true,
      feedback: { rating: 5, comment: 'Smooth!' },
    });
    expect(summary.id_order).toBe(data.order.id_order);
    expect(
      (await shopper.call('updateOrder', { id_order: data.order.id_order, key: data.key, feedback: { rating: 9 } }))
        .status,
    ).toBe(400);
  });

  test('without the key or ownership an order is not found', async () => {
    const { shopper } = await readyGuest(api.url);
    const data = await shopper.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    for (const call of ['validateOrder', 'updateOrder']) {
      const reply = await new Shopper(api.url).call(call, { id_order: data.order.id_order, key: 'guess' });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, code: 404, message: 'order not found' });
    }
  });
});
