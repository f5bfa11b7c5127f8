import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEventBus } from '@storefront/shared/events';
import { answerApi, apiHandler, renderWithProviders } from '@storefront/shared/testing';
import { loadMessages } from '../../messages.ts';
import { customer, guest } from '../guard/api-replies.ts';
import { introFor } from '../login/login-page.tsx';
import AccountMenu, { identityOf } from './account-menu.tsx';

/** The api's signed-in hint cookie (ADR 0302), as the browser holds it after a sign-in. */
const setHint = (on: boolean) => {
  document.cookie = on ? 'sf_signed_in=1; path=/' : 'sf_signed_in=; path=/; max-age=0';
};

afterEach(() => {
  jest.restoreAllMocks();
  setHint(false);
});

describe('identityOf', () => {
  it('prefers a fresh auth event, then a 401 over data RTK Query kept from before', () => {
    const unauthorized = { kind: 'api', status: 401, code: 410, message: '', messageId: '' };
    expect(identityOf(undefined, undefined, null)).toEqual({ kind: 'unknown' });
    expect(identityOf({ firstname: 'Ada' }, undefined, null)).toEqual({ kind: 'customer', firstname: 'Ada' });
    expect(identityOf({ firstname: 'Ada' }, unauthorized, null)).toEqual({ kind: 'guest' });
    expect(identityOf({ firstname: 'Ada' }, undefined, { signedIn: false, firstname: null })).toEqual({
      kind: 'guest',
    });
    expect(identityOf(undefined, unauthorized, { signedIn: true, firstname: 'Bo' })).toEqual({
      kind: 'customer',
      firstname: 'Bo',
    });
  });
});

describe('AccountMenu', () => {
  it('offers a guest (no signed-in hint) to sign in at once, without a read that could only fail', async () => {
    const calls = answerApi(guest());
    const messages = (await loadMessages('en')) as Record<string, string>;
    renderWithProviders(<AccountMenu lang="en" params={{}} />, { messages });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('with a hint, keeps its place empty until it knows; a hint the session outlived ends on Sign in', async () => {
    setHint(true);
    const calls = answerApi(guest());
    const messages = (await loadMessages('en')) as Record<string, string>;
    renderWithProviders(<AccountMenu lang="en" params={{}} />, { messages });
    expect(screen.queryByRole('link')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/en/login');
    expect(calls.map(({ call }) => call)).toEqual(['getCustomer']);
  });

  it('greets a customer by first name, opens its menu, closes on Escape with focus back on the button', async () => {
    setHint(true);
    answerApi(apiHandler('getCustomer', customer));
    const messages = (await loadMessages('en')) as Record<string, string>;
    renderWithProviders(<AccountMenu lang="en" params={{}} />, { messages });
    const button = await screen.findByRole('button', { name: 'Account menu of Ada' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/en/my-account/orders');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Orders' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.blur(screen.getByRole('link', { name: 'Orders' }), { relatedTarget: document.body });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("follows another tab's sign-out at once", async () => {
    setHint(true);
    answerApi(apiHandler('getCustomer', customer));
    const messages = (await loadMessages('en')) as Record<string, string>;
    const bus = createEventBus({ crossTab: false });
    renderWithProviders(<AccountMenu lang="en" params={{}} />, { messages, bus });
    await screen.findByRole('button', { name: 'Account menu of Ada' });
    jest.restoreAllMocks();
    answerApi(guest());
    setHint(false);
    act(() => bus.publish('account:auth-changed', { signedIn: false, firstname: null }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy());
  });

  it('shows what signing in in this tab said, as well as announcing it, until dismissed', async () => {
    answerApi(guest());
    const messages = (await loadMessages('en')) as Record<string, string>;
    const bus = createEventBus({ crossTab: false });
    renderWithProviders(<AccountMenu lang="en" params={{}} />, { messages, bus });
    await screen.findByRole('link', { name: 'Sign in' });
    jest.restoreAllMocks();
    answerApi(apiHandler('getCustomer', customer));
    setHint(true);
    act(() => bus.publish('account:auth-changed', { signedIn: true, firstname: 'Ada' }));
    const notice = await screen.findByTestId('account-notice');
    expect(notice.textContent).toContain('Login was successful!');
    expect(screen.getByRole('status').textContent).toBe('Login was successful!');
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByTestId('account-notice')).toBeNull();
  });
});

describe('introFor (the login page)', () => {
  it("says 'Sign in to see your addresses' on the way to them", () => {
    expect(introFor(null, 'en')).toBe('account.login.intro');
    expect(introFor('/en/my-account/addresses', 'en')).toBe('account.addresses.signIn');
    expect(introFor('/en/my-account/orders', 'en')).toBe('account.login.guarded');
  });
});
