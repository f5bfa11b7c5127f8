import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferredCountryCookie } from '@storefront/shared/config';
import { renderWithProviders } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import { VisitorProvider } from '../app/visitor-context.tsx';
import { countryNoticeCookie, type VisitorData } from '../app/visitor.ts';
import { CountryNotice, CountryNoticeProvider } from './country-notice.tsx';

const fromGermany: VisitorData = {
  consent: null,
  countryNotice: { visitor: 'DE', visitorName: 'Germany', shopName: 'Italy' },
};

function renderNotice(visitor: VisitorData) {
  renderWithProviders(
    <VisitorProvider visitor={visitor}>
      <CountryNoticeProvider>
        <CountryNotice />
        <main id="main" tabIndex={-1} />
      </CountryNoticeProvider>
    </VisitorProvider>,
    { messages: en },
  );
}

const notice = () => screen.queryByRole('region', { name: 'Your country' });

describe('CountryNotice', () => {
  afterEach(() => {
    for (const name of [countryNoticeCookie, preferredCountryCookie]) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('names both countries when the server found them different', () => {
    renderNotice(fromGermany);
    expect(notice()?.textContent).toContain('You seem to be in Germany. This shop sells and ships from Italy.');
  });

  it('a shared page carries it for the country; the browser’s cookie closes it if answered for that country', () => {
    document.cookie = `${countryNoticeCookie}=DE; Path=/`;
    renderNotice(fromGermany);
    expect(notice()).toBeNull();
  });

  it('a dismissal for another country does not close it', () => {
    document.cookie = `${countryNoticeCookie}=FR; Path=/`;
    renderNotice(fromGermany);
    expect(notice()).not.toBeNull();
  });

  it('says where the orders go when the shopper chose another delivery country before', () => {
    renderNotice({ consent: null, countryNotice: { ...fromGermany.countryNotice!, deliveryName: 'Austria' } });
    expect(notice()?.textContent).toContain('You seem to be in Germany. Your orders are delivered to Austria.');
  });

  it('is not there when the server left it out (same country, or dismissed)', () => {
    renderNotice({ consent: null });
    expect(notice()).toBeNull();
  });

  it('dismiss: remembered for this visitor country, focus to the page', async () => {
    renderNotice(fromGermany);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice()).toBeNull();
    expect(document.cookie).toContain(`${countryNoticeCookie}=DE`);
    expect(document.cookie).not.toContain(`${preferredCountryCookie}=`);
    expect(document.activeElement?.id).toBe('main');
  });

  it('switch country, by keyboard: saves the delivery country and closes', async () => {
    renderNotice(fromGermany);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Ship to Germany' }).focus();
    await user.keyboard('{Enter}');
    expect(notice()).toBeNull();
    expect(document.cookie).toContain(`${preferredCountryCookie}=DE`);
    expect(document.cookie).toContain(`${countryNoticeCookie}=DE`);
  });
});
