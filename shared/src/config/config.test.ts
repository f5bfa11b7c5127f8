import { hasSignedInHint, preferredCountryCookie, readPreferredCountry, signedInHintCookie } from './index.ts';

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
