import { formToken, isFormToken, isReleaseToken, isSession, newSession, sessionMs } from './access.ts';

const token = 'release-token-for-tests';

describe('release view access', () => {
  it('accepts the token and nothing else', () => {
    expect(isReleaseToken(token, token)).toBe(true);
    expect(isReleaseToken(token, `${token}x`)).toBe(false);
    expect(isReleaseToken(token, '')).toBe(false);
  });

  it('accepts a session this token signed until it expires, and no other', () => {
    const session = newSession(token, 1000);
    expect(isSession(token, session, 1000 + sessionMs - 1)).toBe(true);
    expect(isSession(token, session, 1000 + sessionMs)).toBe(false);
    expect(isSession('another-release-token', session, 2000)).toBe(false);
    const [expires, random, signature] = session.split('.');
    // A later expiry written by hand breaks the signature.
    expect(isSession(token, `${Number(expires) + 1}.${random}.${signature}`, 2000)).toBe(false);
    expect(isSession(token, undefined)).toBe(false);
    expect(isSession(token, 'garbage')).toBe(false);
  });

  it("ties a form's token to its session", () => {
    const session = newSession(token);
    expect(isFormToken(token, session, formToken(token, session))).toBe(true);
    expect(isFormToken(token, session, formToken(token, newSession(token)))).toBe(false);
    expect(isFormToken(token, session, '')).toBe(false);
  });
});
