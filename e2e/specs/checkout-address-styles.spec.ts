// Pins: the checkout's address step is styled by the document the server sends, before any script runs: the shared
// address fields carry class names whose rules are in that document (no late stylesheet that moves the form, which
// the bench measured as CLS 0.08 when the server rendered another remote's copy of the fields).
import { expect, test } from '@playwright/test';
import { fillCart, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-address-styles', { tag: '@checkout' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the address step is laid out by the server document alone, without JavaScript', async ({ page }) => {
    await fillCart(page, 40);
    const reply = await page.request.post('/api/updateCheckoutAddress', {
      data: {
        email: uniqueEmail('styles'),
        delivery: {
          firstname: 'Giulia',
          lastname: 'Bianchi',
          address1: 'Via Dante',
          house_number: '7',
          postcode: '20121',
          city: 'Milano',
          id_country: 1,
          id_state: 14,
        },
      },
    });
    expect(reply.ok()).toBe(true);

    await page.goto('/en/checkout/address');
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    const firstName = shipping.getByRole('textbox', { name: 'First name', exact: true });
    await expect(firstName).toHaveValue('Giulia');

    // Each field's frame is a grid (label, control, notes) and the field set a grid of columns: both rules come from
    // the shared forms' stylesheets, so they hold only if the server sent the ones matching the rendered class names.
    const layout = await firstName.evaluate((input) => {
      const frame = input.parentElement;
      const grid = input.closest('fieldset')?.querySelector(':scope > div');
      return {
        frame: frame ? getComputedStyle(frame).display : null,
        grid: grid ? getComputedStyle(grid).display : null,
        columns: grid ? getComputedStyle(grid).gridTemplateColumns : null,
      };
    });
    expect(layout.frame).toBe('grid');
    expect(layout.grid).toBe('grid');
    expect(layout.columns).not.toBe('none');
  });
});
