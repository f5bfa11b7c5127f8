import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from './form.tsx';
import { SelectField } from './select-field.tsx';
import { RadioGroup } from './radio-group.tsx';
import { Checkbox } from './checkbox.tsx';
import { FileField } from './file-field.tsx';
import { TextField } from './text-field.tsx';
import { rules, validate } from './index.ts';
import { renderInEnglish } from './testing.tsx';

const sizes = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
  { value: 'L', label: 'Large' },
];
const submitted = (onSubmit: jest.Mock) => onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('SelectField', () => {
  test('without a placeholder it starts on its first option, and is not dirty for it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <SelectField
          name="size"
          label="Size"
          options={sizes}
          visibility="dirty"
          validate={validate(rules.is('M', 'L'))}
        />
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
    expect(select.value).toBe('S');
    // "S" fails the rule, but it is the initial value: nothing to show before the shopper acts.
    expect(select.getAttribute('aria-invalid')).toBe('false');
    await user.selectOptions(select, 'Large');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ size: 'L' });
  });

  test('a select left on its first option submits it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <SelectField name="size" label="Size" options={sizes} />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ size: 'S' });
  });

  test('the form’s initial value wins over the first option', () => {
    renderInEnglish(
      <Form onSubmit={jest.fn()} initialValues={{ size: 'M' }}>
        <SelectField name="size" label="Size" options={sizes} />
      </Form>,
    );
    expect((screen.getByRole('combobox', { name: 'Size' }) as HTMLSelectElement).value).toBe('M');
  });

  test('with a placeholder it starts empty, and required says so', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <SelectField
          name="country"
          label="Country"
          placeholder="Choose a country"
          options={[{ value: 'IT', label: 'Italy' }]}
          validate={validate(rules.required())}
        />
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { description: 'Country is required.' })).toBe(select);
  });
});

describe('RadioGroup', () => {
  test('is a group named by its label, one radio per option', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <RadioGroup name="size" label="Size" options={sizes} />
      </Form>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ size: 'M' });
  });

  test('announces its error on the group after a blocked submit', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <RadioGroup name="delivery" label="Delivery" options={sizes} validate={validate(rules.required())} />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('radiogroup', { name: 'Delivery', description: 'Delivery is required.' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
  });

  test('refuses to render without options', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderInEnglish(
        <Form onSubmit={jest.fn()}>
          <RadioGroup name="size" label="Size" options={[]} />
        </Form>,
      ),
    ).toThrow('RadioGroup "size" needs an options list.');
    error.mockRestore();
  });
});

describe('Checkbox', () => {
  test('shows its message as soon as its value differs from the initial one, without a blur', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()} initialValues={{ newsletter: true }}>
        <Checkbox name="newsletter" label="Send me the newsletter" validate={validate(rules.accepted())} />
      </Form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box.getAttribute('aria-invalid')).toBe('false');
    await user.click(box);
    expect(screen.getByRole('checkbox', { description: 'Please accept this to continue.' })).toBe(box);
    await user.click(box);
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  test('an untouched box is not nagged about, and is blocked on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <Checkbox name="terms" label="I accept the purchase terms" validate={validate(rules.accepted())} />
      </Form>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the purchase terms' });
    expect(box.getAttribute('aria-required')).toBe('true');
    await user.tab();
    await user.tab();
    expect(box.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ terms: true });
  });

  test('unticking a box that started empty is not a change', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <Checkbox name="gift" label="This is a gift" visibility="dirty" validate={validate(rules.accepted())} />
      </Form>,
    );
    const box = screen.getByRole('checkbox', { name: 'This is a gift' });
    await user.click(box);
    await user.click(box);
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('FileField', () => {
  const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

  test('always holds a list: empty at first, then the chosen files', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderInEnglish(
      <Form onSubmit={onSubmit}>
        <FileField name="photos" label="Photos" multiple accept="image/*" />
        <TextField name="note" label="Note" />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ photos: [] });

    const files = [photo('front.jpg'), photo('back.jpg')];
    await user.upload(screen.getByLabelText(/Photos/), files);
    expect(screen.getByText('front.jpg')).toBeTruthy();
    expect(screen.getByText('back.jpg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted(onSubmit)).toEqual({ photos: files });
  });

  test('required and max count the files', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <Form onSubmit={jest.fn()}>
        <FileField name="photos" label="Photos" multiple validate={validate(rules.required(), rules.max(1))} />
      </Form>,
    );
    const input = screen.getByLabelText(/Photos/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Photos is required.')).toBeTruthy();
    await user.upload(input, [photo('a.jpg'), photo('b.jpg')]);
    expect(screen.getByText('Photos may have no more than 1 item.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
