import { preferredCountryCookie } from '@storefront/shared/config';
import { consentCookie } from '@storefront/shared/consent';
import { countryNoticeCookie } from '../src/app/visitor.ts';
import { readVisitor, visitorCountry } from './visitor.ts';

describe('visitor country', () => {
  it('trusts the CDN country header first', () => {
    expect(visitorCountry({ 'cf-ipcountry': 'de', 'accept-language': 'it-IT' })).toBe('DE');
    expect(visitorCountry({ 'x-country': 'FR' })).toBe('FR');
  });

  it('ignores unknown codes (XX, Tor), and never guesses from the browser language', () => {
    expect(visitorCountry({ 'cf-ipcountry': 'XX', 'accept-language': 'es-ES,es;q=0.9' })).toBeUndefined();
    expect(visitorCountry({ 'cf-ipcountry': 'T1' })).toBeUndefined();
    // Browsers say en-US wherever they are: a notice from it would be wrong for most visitors.
    expect(visitorCountry({ 'accept-language': 'en-US,en;q=0.9' })).toBeUndefined();
  });
});

describe('readVisitor', () => {
  // The visitor's country as the request found it (a CDN's header, or the address with GEOIP=on).
  const seen = 'DE';

  it('names the countries in the page language when they differ', () => {
    expect(readVisitor(seen, {}, 'IT', 'fr')).toEqual({
      consent: null,
      countryNotice: { visitor: 'DE', visitorName: 'Allemagne', shopName: 'Italie' },
    });
  });

  it('leaves the notice out for the shop country, or once dismissed for this visitor country', () => {
    expect(readVisitor('IT', {}, 'IT', 'en').countryNotice).toBeUndefined();
    expect(readVisitor(seen, { [countryNoticeCookie]: 'DE' }, 'IT', 'en').countryNotice).toBeUndefined();
    expect(readVisitor(seen, { [countryNoticeCookie]: 'FR' }, 'IT', 'en').countryNotice?.visitor).toBe('DE');
  });

  it('leaves the notice out for a shopper delivering where they are; else says where their orders go', () => {
    expect(readVisitor(seen, { [preferredCountryCookie]: 'DE' }, 'IT', 'en').countryNotice).toBeUndefined();
    expect(readVisitor(seen, { [preferredCountryCookie]: 'AT' }, 'IT', 'de').countryNotice).toEqual({
      visitor: 'DE',
      visitorName: 'Deutschland',
      shopName: 'Italien',
      deliveryName: 'Österreich',
    });
    expect(readVisitor(seen, { [preferredCountryCookie]: 'nonsense' }, 'IT', 'en').countryNotice).toEqual({
      visitor: 'DE',
      visitorName: 'Germany',
      shopName: 'Italy',
    });
  });

  it('reads the saved consent', () => {
    expect(readVisitor(undefined, { [consentCookie]: 'necessary.marketing' }, 'IT', 'en').consent).toEqual({
      necessary: true,
      statistics: false,
      marketing: true,
    });
    expect(readVisitor(undefined, { [consentCookie]: 'garbage' }, 'IT', 'en').consent).toBeNull();
  });

  it('never throws on odd data: a shop country or page language Intl cannot name leaves the notice out or the code as it is', () => {
    expect(() => readVisitor(seen, {}, 'ITA', 'en')).not.toThrow();
    expect(readVisitor(seen, {}, 'ITA', 'en').countryNotice).toBeUndefined();
    expect(readVisitor('DE', {}, 'IT', 'xx' as never).countryNotice).toMatchObject({ visitor: 'DE' });
    expect(visitorCountry({ 'cf-ipcountry': ['DE', 'FR'] } as never)).toBe('DE');
  });
});
