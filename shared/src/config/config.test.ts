import { parseCookie } from 'cookie';
import {
  hasSignedInHint,
  parseCookies,
  preferredCountryCookie,
  readPreferredCountry,
  signedInHintCookie,
} from './index.ts';

describe('parseCookies', () => {
  it('reads a Cookie header or document.cookie: the first of a name wins, values URL-decoded where they decode', () => {
    const header = 'sf_session=abc; shell_lang=en;shell_lang=de; note=%E2%82%AC%201; broken=%zz; spaced = x ;';
    expect(parseCookies(header)).toEqual({
      sf_session: 'abc',
      shell_lang: 'en',
      note: '€ 1',
      broken: '%zz',
      spaced: 'x',
    });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('no pairs here')).toEqual({});
  });

  it('is the cookie package’s parser, so the server and the browser read a header alike', () => {
    const header = `a=1; ${signedInHintCookie}=1; b="quoted"; c=%41`;
    expect(parseCookies(header)).toEqual({ ...parseCookie(header) });
  });
});

describe('readPreferredCountry', () => {
  it('reads the chosen delivery country from a Cookie header or document.cookie', () => {
    expect(readPreferredCountry(`sf_session=abc; ${preferredCountryCookie}=de; shell_lang=en`)).toBe('DE');
    expect(readPreferredCountry(`${preferredCountryCookie}=FR`)).toBe('FR');
  });

  it('answers null without one, or for anything that is not a two-letter code', () => {
    expect(readPreferredCountry(undefined)).toBeNull();
    expect(readPreferredCountry('')).toBeNull();
    expect(readPreferredCountry(`${preferredCountryCookie}_notice=DE`)).toBeNull();
    expect(readPreferredCountry(`${preferredCountryCookie}=GER`)).toBeNull();
    expect(readPreferredCountry(`${preferredCountryCookie}=%3Cscript%3E`)).toBeNull();
  });
});

describe('hasSignedInHint', () => {
  it('reads the hint among other cookies, and nothing else', () => {
    expect(hasSignedInHint(`${signedInHintCookie}=1`)).toBe(true);
    expect(hasSignedInHint(`sf_session=x; ${signedInHintCookie}=1; shell_consent=necessary`)).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(`${signedInHintCookie}=0`)).toBe(false);
    expect(hasSignedInHint(`x_${signedInHintCookie}=1`)).toBe(false);
  });
});
