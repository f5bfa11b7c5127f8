import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerApi, apiHandler, apiRefusal, renderWithProviders } from '@storefront/shared/testing';
import { loadMessages } from '../../messages.ts';
import { customer } from '../guard/api-replies.ts';
import { EmailForm, PasswordForm } from './credentials-forms.tsx';
import { validateSections, chosenSections } from './newsletter-card.tsx';

afterEach(() => jest.restoreAllMocks());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), { target: { value } });

describe('PasswordForm', () => {
  it("asks for the current password and says 'Invalid Password' on that field when it is wrong", async () => {
    const calls = answerApi(
      apiRefusal('updateCustomer', 403, 'Invalid Password', {
        code: 350,
        reason: 'customer.wrongPassword',
        field: 'password',
      }),
    );
    renderWithProviders(<PasswordForm />, { messages: (await loadMessages('en')) as Record<string, string> });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required.')).toBeTruthy();
    type('Current password', 'wrong-one-1');
    type('New password', 'Brand-new-2');
    type('Repeat the new password', 'Brand-new-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Invalid Password')).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([{ call: 'updateCustomer', body: { password: 'wrong-one-1', new_password: 'Brand-new-2' } }]);
  });

  it('says the change is done and clears every password', async () => {
    answerApi(apiHandler('updateCustomer', customer));
    renderWithProviders(<PasswordForm />, { messages: (await loadMessages('en')) as Record<string, string> });
    type('Current password', 'Old-pass-1');
    type('New password', 'Brand-new-2');
    type('Repeat the new password', 'Brand-new-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Current password/, { selector: 'input' }) as HTMLInputElement).value).toBe(''),
    );
  });
});

describe('EmailForm', () => {
  it("shows SPEC section 8's text when the api refuses the update for another reason", async () => {
    answerApi(apiRefusal('updateCustomer', 400, 'email: invalid', { code: 301 }));
    renderWithProviders(<EmailForm customer={customer} />, {
      messages: (await loadMessages('en')) as Record<string, string>,
    });
    type('Current password', 'Old-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText('Could Not Update User! Check Password Or Lastname, Firstname Format.'),
    ).toBeTruthy();
  });
});

describe('newsletter sections', () => {
  it('needs at least one section, and sends the ticked ones in a fixed order', () => {
    expect(validateSections({})).toEqual({ women: { id: 'account.newsletter.chooseSection' } });
    expect(validateSections({ kids: true })).toEqual({});
    expect(chosenSections({ home: true, women: true, men: false, consent: true })).toEqual(['women', 'home']);
  });
});
