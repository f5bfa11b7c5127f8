import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createEventBus, type EventMap } from '@storefront/shared/events';
import { answerApi, apiHandler, apiRefusal, renderWithProviders } from '@storefront/shared/testing';
import { loadMessages } from '../../messages.ts';
import { customer } from '../guard/api-replies.ts';
import RegisterPage from './register-page.tsx';

afterEach(() => jest.restoreAllMocks());

async function renderRegister(path = '/en/register') {
  const messages = (await loadMessages('en')) as Record<string, string>;
  const bus = createEventBus({ crossTab: false });
  const heard: EventMap['account:auth-changed'][] = [];
  bus.subscribe('account:auth-changed', (payload) => heard.push(payload));
  return { ...renderWithProviders(<RegisterPage lang="en" params={{}} />, { messages, path, bus }), heard };
}

/** By the label's start: a required field's label ends with its (hidden) mark. */
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), { target: { value } });

function fillValid() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Password', 'Analytical1');
  type('Repeat the password', 'Analytical1');
}

describe('RegisterPage', () => {
  it('blocks an empty form and says which fields need what, without calling the api', async () => {
    const calls = answerApi();
    await renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Form incomplete.')).toBeTruthy();
    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('states the password rule and holds to it: length, a letter and a digit, and the same twice', async () => {
    answerApi();
    await renderRegister();
    expect(screen.getByText('At least 8 characters, with at least one letter and one digit.')).toBeTruthy();
    fillValid();
    type('Password', 'onlyletters');
    type('Repeat the password', 'different1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Form incomplete.')).toBeTruthy();
    expect(screen.getByText('Password must contain a number.')).toBeTruthy();
    expect(screen.getByText('Repeat the password does not match.')).toBeTruthy();
  });

  it('says an email is taken on the email field', async () => {
    answerApi(
      apiRefusal('register', 409, 'User already exists - checked by email', {
        code: 308,
        reason: 'customer.emailTaken',
        field: 'email',
      }),
    );
    await renderRegister();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in or reset the password.'),
    ).toBeTruthy();
  });

  it('registers, announces the sign-in with the first name, and goes back where the shopper came from', async () => {
    const calls = answerApi(
      apiHandler('register', { customer_id: 7, cart_count: 0, user: customer }),
      apiHandler('getCustomer', customer),
      apiHandler('getCartItems', null),
    );
    const { router, heard } = await renderRegister('/en/register?redirect=%2Fen%2Fcheckout');
    fillValid();
    fireEvent.click(screen.getByLabelText('Subscribe to the newsletter'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.replaced).toEqual(['/en/checkout']));
    expect(calls[0]).toEqual({
      call: 'register',
      body: {
        id_gender: 0,
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        password: 'Analytical1',
        newsletter: true,
        optin: false,
      },
    });
    expect(heard).toEqual([{ signedIn: true, firstname: 'Ada' }]);
  });

  it('asks the title as a radio group ("Rather not say" first checked) and sends the chosen one', async () => {
    const calls = answerApi(
      apiHandler('register', { customer_id: 7, cart_count: 0, user: { ...customer, id_gender: 1 } }),
      apiHandler('getCustomer', { ...customer, id_gender: 1 }),
      apiHandler('getCartItems', null),
    );
    const { router } = await renderRegister();
    const title = screen.getByRole('radiogroup', { name: 'Title' });
    expect((within(title).getByRole('radio', { name: 'Rather not say' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(title).getByRole('radio', { name: 'Mr' }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.replaced).toEqual(['/en/my-account']));
    expect(calls[0]).toMatchObject({ call: 'register', body: { id_gender: 1, firstname: 'Ada' } });
  });
});
