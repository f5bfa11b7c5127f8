import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { Form, type SubmitResult } from './form.tsx';
import { TextField } from './text-field.tsx';
import { Checkbox } from './checkbox.tsx';
import { rules, validate } from './index.ts';
import { deferred, renderInEnglish } from './testing.tsx';
import { RouterProvider, type Router } from '../routing/router.tsx';

interface Signup {
  email?: string;
  name?: string;
  terms?: boolean;
}

function SignupForm(props: {
  onSubmit: (values: Signup) => SubmitResult | Promise<SubmitResult>;
  onInvalid?: (errors: object) => void;
  liveSubmit?: boolean;
}) {
  return (
    <Form<Signup> aria-label="Sign up" submitLabel="Create account" {...props}>
      <TextField name="name" label="Name" />
      <TextField name="email" type="email" label="Email" validate={validate(rules.required(), rules.email())} />
      <Checkbox name="terms" label="I accept the purchase terms" validate={validate(rules.accepted())} />
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the purchase terms' }));
}

describe('Form', () => {
  test('a blocked submit says "Form incomplete.", shows every error, calls onInvalid and not the handler', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onInvalid = jest.fn();
    renderInEnglish(<SignupForm onSubmit={onSubmit} onInvalid={onInvalid} />);

    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'Form incomplete. Sorry, not all fields are filled out correctly.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Email is required.' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { description: 'Please accept this to continue.' })).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledWith({
      email: { id: 'forms.rules.required' },
      terms: { id: 'forms.rules.accepted' },
    });
    expect(onSubmit).not.toHaveBeenCalled();
    // The shopper is taken to the first field to fix.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  test('"Form incomplete." goes once every field is fixed', async () => {
    const user = userEvent.setup();
    renderInEnglish(<SignupForm onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    await fillValid(user);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a valid submit runs the handler with the values, the form disabled and busy until it finishes', async () => {
    const user = userEvent.setup();
    const pending = deferred<SubmitResult>();
    const onSubmit = jest.fn((_values: Signup) => pending.promise);
    renderInEnglish(<SignupForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'anna@example.com', terms: true });
    const form = screen.getByRole('form', { name: 'Sign up' });
    const button = screen.getByRole('button', { name: 'Create account' });
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.matches(':disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(true);
    // A second submit while the first runs does nothing.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '{enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve(undefined));
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('with liveSubmit the form stays usable while the submit runs', async () => {
    const user = userEvent.setup();
    const pending = deferred<SubmitResult>();
    renderInEnglish(<SignupForm onSubmit={() => pending.promise} liveSubmit />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(false);
    await act(async () => pending.resolve(undefined));
  });

  test('shows a submit error answered by the handler (FORM_ERROR) in an alert', async () => {
    const user = userEvent.setup();
    renderInEnglish(<SignupForm onSubmit={async () => ({ [FORM_ERROR]: 'Authentication failed' })} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed');
  });

  test('a submit error may be a message id of the catalogue', async () => {
    const user = userEvent.setup();
    renderInEnglish(<SignupForm onSubmit={() => ({ [FORM_ERROR]: { id: 'forms.form.submitFailed' } })} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, something went wrong. Please try again.');
  });

  test('a handler that throws leaves the form usable and says something went wrong', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInEnglish(<SignupForm onSubmit={() => Promise.reject(new Error('socket hang up'))} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, something went wrong. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  test("a field's error from the handler shows at the field until its value changes", async () => {
    const user = userEvent.setup();
    renderInEnglish(<SignupForm onSubmit={() => ({ email: 'This email already has an account.' })} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'This email already has an account.' })).toBe(email);
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  test("a nested field's error from the handler, by its dotted name, shows at that field", async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form<{ invoice?: { vat_number?: string } }>
        onSubmit={() => ({ 'invoice.vat_number': 'The register does not know this VAT number.' })}
      >
        <TextField name="invoice.vat_number" label="VAT number" />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'VAT number' }), 'DE222222222');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const vat = await screen.findByRole('textbox', { description: 'The register does not know this VAT number.' });
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('is busy while an asynchronous rule runs', async () => {
    const user = userEvent.setup();
    const check = deferred<undefined>();
    const free = validate(rules.required(), () => check.promise);
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <TextField name="code" label="Voucher" validate={free} />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Voucher' }), 'SUMMER');
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => check.resolve(undefined));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBeNull());
  });

  test('runs rules across fields from its own validate', async () => {
    const user = userEvent.setup();
    const onInvalid = jest.fn();
    renderInEnglish(
      <Form<{ from?: string; to?: string }>
        onSubmit={jest.fn()}
        onInvalid={onInvalid}
        validate={(v) =>
          v.from === v.to ? { to: { id: 'forms.rules.not', values: { value: v.to ?? '' } } } : undefined
        }
      >
        <TextField name="from" label="From" />
        <TextField name="to" label="To" />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'From' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'To' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { description: 'To cannot be “a”.' })).toBeTruthy();
    expect(onInvalid).toHaveBeenCalled();
  });

  test('offers extra actions beside its localized submit button', () => {
    renderInEnglish(
      <Form onSubmit={jest.fn()} actions={<button type="button">Cancel</button>}>
        <TextField name="q" label="Search" />
      </Form>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit', 'Cancel']);
  });
});

describe('Form with confirmLeave', () => {
  /** A router that records what the form asks it to hold navigations for. */
  function renderHeld(onSubmit: () => SubmitResult | Promise<SubmitResult>) {
    const guards = new Set<() => boolean>();
    const router: Router = {
      pathname: '/en/my-account/addresses',
      search: '',
      navigate: () => undefined,
      block(shouldBlock) {
        guards.add(shouldBlock);
        return () => void guards.delete(shouldBlock);
      },
    };
    const view = renderInEnglish(
      <RouterProvider router={router}>
        <Form<Signup> aria-label="Address" submitLabel="Save" confirmLeave onSubmit={onSubmit}>
          <TextField name="name" label="Name" />
        </Form>
      </RouterProvider>,
    );
    return { held: () => [...guards].some((shouldBlock) => shouldBlock()), guards, view };
  }

  test('holds navigations only while it has input it has not sent, and never for its own submit', async () => {
    const user = userEvent.setup();
    const sent = deferred<SubmitResult>();
    let heldWhileSending: boolean | null = null;
    const { held, guards, view } = renderHeld(() => {
      heldWhileSending = held();
      return sent.promise;
    });
    expect(held()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna');
    expect(held()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(heldWhileSending).toBe(false);
    await act(async () => sent.resolve(undefined));
    expect(held()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Rossi');
    expect(held()).toBe(true);
    view.unmount();
    expect(guards.size).toBe(0);
  });
});
