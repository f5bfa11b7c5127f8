// The personal data form opens on the saved title (SPEC section 3's gender) and sends the chosen one as id_gender.
import { fireEvent, screen, within } from '@testing-library/react';
import { answerApi, apiHandler, renderWithProviders } from '@storefront/shared/testing';
import { loadMessages } from '../../messages.ts';
import { customer } from '../guard/api-replies.ts';
import { PersonalDataForm } from './personal-data-form.tsx';

afterEach(() => jest.restoreAllMocks());

const render = async (saved = customer) =>
  renderWithProviders(<PersonalDataForm customer={saved} />, {
    messages: (await loadMessages('en')) as Record<string, string>,
  });

describe('PersonalDataForm', () => {
  it('shows the saved title checked, in a group named by its legend', async () => {
    answerApi();
    await render();
    const title = screen.getByRole('radiogroup', { name: 'Title' });
    expect((within(title).getByRole('radio', { name: 'Ms' }) as HTMLInputElement).checked).toBe(true);
    expect((within(title).getByRole('radio', { name: 'Mr' }) as HTMLInputElement).checked).toBe(false);
  });

  it('"Rather not say" when no title was saved', async () => {
    answerApi();
    await render({ ...customer, id_gender: 0 });
    expect((screen.getByRole('radio', { name: 'Rather not say' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the chosen title as a number and says the data is saved', async () => {
    const calls = answerApi(apiHandler('updateCustomer', { ...customer, id_gender: 1 }));
    await render();
    fireEvent.click(screen.getByRole('radio', { name: 'Mr' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your personal data has been saved.')).toBeTruthy();
    expect(calls).toEqual([
      {
        call: 'updateCustomer',
        body: { id_gender: 1, firstname: 'Ada', lastname: 'Lovelace', birthday: null, optin: false },
      },
    ]);
  });
});
