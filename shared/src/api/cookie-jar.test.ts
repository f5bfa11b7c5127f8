import { lastPerName, mergeSetCookies } from './cookie-jar.ts';

describe('mergeSetCookies', () => {
  it('adds a cookie the api opened to the header the next call carries', () => {
    expect(mergeSetCookies('shell_locale=en', ['sf_session=abc; Path=/; HttpOnly'])).toBe(
      'shell_locale=en; sf_session=abc',
    );
  });
  it('replaces a cookie of the same name, and starts from no header', () => {
    expect(mergeSetCookies('sf_session=old; a=1', ['sf_session=new; Max-Age=10'])).toBe('sf_session=new; a=1');
    expect(mergeSetCookies(undefined, ['sf_session=x'])).toBe('sf_session=x');
  });
});

describe('lastPerName', () => {
  it('keeps one Set-Cookie per name, the latest', () => {
    expect(lastPerName(['sf_session=1; Path=/', 'shell_locale=fr', 'sf_session=2; Path=/'])).toEqual([
      'shell_locale=fr',
      'sf_session=2; Path=/',
    ]);
  });
});
