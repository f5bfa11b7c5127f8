// Pins what the account's screens say when the api refuses, by its reason (never its English message): signing in,
// setting a new password with an emailed code.
import { fireEvent, screen, within } from '@testing-library/react';
import { answerApi, apiRefusal, renderWithProviders } from '@storefront/shared/testing';
import { loadMessages } from '../../messages.ts';
import LoginPage from '../login/login-page.tsx';
import ResetPasswordPage from '../password-reset/reset-password-page.tsx';

/** By the label's start: a required field's label ends with its (hidden) mark. */
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), { target: { value } });

let messages: Record<string, string>;
beforeAll(async () => {
  messages = (await loadMessages('en')) as Record<string, string>;
});

describe('signing in, refused', () => {
  it.each([
    [apiRefusal('login', 401, 'reworded', { code: 306, reason: 'auth.failed' }), 'Authentication failed'],
    [
      apiRefusal('login', 429, 'reworded', { code: 429, reason: 'request.tooMany' }),
      'Too many attempts from here. Please try again in a few minutes.',
    ],
  ])('says why (%#)', async (reply, text) => {
    answerApi(reply);
    renderWithProviders(<LoginPage lang="en" params={{}} />, { messages, path: '/en/login' });
    type('Email', 'ada@example.com');
    type('Password', 'Analytical1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('setting a new password, refused', () => {
  const submit = async () => {
    renderWithProviders(<ResetPasswordPage lang="en" params={{}} />, {
      messages,
      path: '/en/reset-password?email=ada%40example.com',
    });
    type('Code', '123456');
    type('New password', 'Analytical1');
    type('Repeat the new password', 'Analytical1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  };

  it('says a wrong code on the code field', async () => {
    answerApi(apiRefusal('resetPasswordEnter', 400, 'reworded', { code: 301, reason: 'code.invalid', field: 'code' }));
    await submit();
    const message = await screen.findByText('This code is wrong or has expired. Ask for a new one.');
    const code = screen.getByLabelText(/^Code/, { selector: 'input' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(message.id || message.closest('[id]')?.id);
  });

  it('says anything else in the form’s alert', async () => {
    answerApi(apiRefusal('resetPasswordEnter', 400, 'confirmation: does not match', { code: 301 }));
    await submit();
    const alert = await screen.findByText('The password could not be changed. Please try again.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText(alert.textContent ?? '')).toBeTruthy();
  });
});
