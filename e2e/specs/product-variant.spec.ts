// Pins: on a product page, a size and colour re-price and re-stock through getProduct, stay in the URL across a reload, and the chosen quantity reaches the cart badge; the served HTML carries JSON-LD, a canonical link and hreflang links under each language's own slug.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '@storefront/shared/schemas';
import { hydrated } from '../support/shop.ts';

test.describe('product-variant', { tag: '@catalog' }, () => {
  const euros = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);

  async function getProduct(request: APIRequestContext, id: number, lang = 'en'): Promise<ProductDetail> {
    const response = await request.post('/api/getProduct', {
      data: { product_id: id },
      headers: { 'accept-language': lang },
    });
    return ((await response.json()) as { psdata: ProductDetail }).psdata;
  }

  /** A home product whose sizes cost different amounts, and a combination, other than the default, with a few in stock. */
  async function productWithPricedSizes(request: APIRequestContext) {
    const response = await request.post('/api/getProducts', {
      data: { categorySlug: 'home', resultsPerPage: 60 },
      headers: { 'accept-language': 'en' },
    });
    const { products } = (await response.json()).psdata as { products: { id_product: number }[] };
    for (const { id_product } of products) {
      const product = await getProduct(request, id_product);
      const [size, colour] = product.groups;
      if (!size || !colour) continue;
      const target = product.combinations.find(
        (c) =>
          c.id_product_attribute !== product.id_product_attribute &&
          c.price_amount !== product.price_amount &&
          c.quantity >= 3 &&
          c.quantity < 10 &&
          c.quantity !== Math.min(product.quantity, product.quantity_limit) &&
          !c.attributes.some((a) => colour.attributes.find((x) => x.id_attribute === a)?.selected),
      );
      if (!target) continue;
      const name = (group: typeof size) =>
        group.attributes.find((a) => target.attributes.includes(a.id_attribute))?.name ?? '';
      return { product, target, sizeName: name(size), colourName: name(colour) };
    }
    throw new Error('no home product has sizes with different prices');
  }

  test('a shopper picks a size and a colour, adds three, and finds the same choice after a reload', async ({
    page,
  }) => {
    const { product, target, sizeName, colourName } = await productWithPricedSizes(page.request);
    await page.goto(product.link);
    await hydrated(page);
    const badge = page.getByTestId('shell-cart-count');
    const before = Number(await badge.textContent());
    const buyBox = page.getByRole('region', { name: product.name });
    await expect(buyBox.getByText(euros(product.price_amount), { exact: true })).toBeVisible();

    // The choice lives in the URL: the radio shows it once the router has moved (click, then wait for it).
    const sizeRadio = page.getByRole('radio', { name: sizeName, exact: true });
    await sizeRadio.click();
    await expect(sizeRadio).toBeChecked();
    const colourRadio = page.getByRole('radio', { name: colourName, exact: true });
    await colourRadio.click();
    await expect(colourRadio).toBeChecked();
    await expect(page).toHaveURL(
      new RegExp(
        `group-\\d+=${target.attributes[0]}.*group-\\d+=${target.attributes[1]}|group-\\d+=${target.attributes[1]}.*group-\\d+=${target.attributes[0]}`,
      ),
    );
    // Re-priced and re-stocked from getProduct for the new combination.
    await expect(buyBox.getByText(euros(target.price_amount), { exact: true })).toBeVisible();
    await expect(page.getByText(`At most ${target.quantity} items`)).toBeVisible();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to cart' }).dblclick();
    const toast = page.getByRole('status').filter({ hasText: 'added to your cart' });
    await expect(toast).toHaveText('3 items added to your cart.');
    await expect(badge).toHaveText(String(before + 3));
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('radio', { name: sizeName, exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: colourName, exact: true })).toBeChecked();
    await expect(buyBox.getByText(euros(target.price_amount), { exact: true })).toBeVisible();
    await expect(badge).toHaveText(String(before + 3));
  });

  test('the served product page names its canonical URL, its languages and a schema.org Product', async ({
    browser,
    baseURL,
  }) => {
    // No JavaScript: what a crawler reads is in the server's HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await getProduct(page.request, 1, 'fr');
    const italian = await getProduct(page.request, 1, 'it');
    const english = await getProduct(page.request, 1, 'en');
    expect(italian.link_rewrite).not.toBe(product.link_rewrite);
    // The HTML as served names the Italian page under its Italian slug.
    const html = await (await page.request.get(product.link)).text();
    expect(html).toContain(`<link rel="alternate" hreflang="it" href="${baseURL}${italian.link}">`);
    await page.goto(product.link);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${product.link}`);
    // Each language's page under that language's own slug; English is the default.
    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(Object.entries(product.links).map(([lang, path]) => [lang, `${baseURL}${path}`])),
      'x-default': `${baseURL}${english.link}`,
    });
    expect(Object.keys(product.links)).toEqual(['en', 'fr', 'it', 'es', 'de']);
    const jsonLd = JSON.parse(
      (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      sku: product.reference,
      brand: { name: product.manufacturer_name },
      offers: { priceCurrency: 'EUR', price: product.price_amount.toFixed(2) },
    });
    expect(jsonLd.image).toContain(`${baseURL}${product.images[0]?.url ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
