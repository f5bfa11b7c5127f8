import { render } from '@testing-library/react';
import { intlLocale, locales } from './locales.ts';
import { IntlRoot } from './remote-intl.tsx';
import { Price, currency, formatPrice } from './price.tsx';
import { shopIntl } from './remote-intl.tsx';

describe('Price', () => {
  it.each(locales)("writes what react-intl's currency format writes, in %s", (lang) => {
    const locale = intlLocale[lang];
    const intl = shopIntl({ locale, messages: {} });
    for (const amount of [0, 19.9, 1234.5, -7.25])
      expect(formatPrice(locale, amount)).toBe(intl.formatNumber(amount, { style: 'currency', currency }));
    const { container } = render(
      <IntlRoot locale={locale} messages={{}}>
        <Price amount={1234.5} className="price" />
      </IntlRoot>,
    );
    const span = container.querySelector('span.price');
    expect(span?.textContent).toBe(intl.formatNumber(1234.5, { style: 'currency', currency }));
  });
});
