import { acceptAll, allows, necessaryOnly, parseConsent, readConsent, serializeConsent } from './index.ts';

describe('consent cookie', () => {
  it('round-trips each choice', () => {
    for (const choice of [acceptAll, necessaryOnly, { necessary: true as const, statistics: false, marketing: true }]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
    expect(serializeConsent(necessaryOnly)).toBe('necessary');
  });

  it('reads no choice from a missing or foreign value, so the shopper is asked', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(readConsent('shell_locale=it; shell_consent=necessary.statistics')).toEqual({
      necessary: true,
      statistics: true,
      marketing: false,
    });
    expect(readConsent('shell_locale=it')).toBeNull();
  });

  it('allows necessary cookies always, others only when chosen', () => {
    expect(allows(null, 'necessary')).toBe(true);
    expect(allows(null, 'statistics')).toBe(false);
    expect(allows(acceptAll, 'marketing')).toBe(true);
  });
});
