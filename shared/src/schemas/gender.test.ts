// id_gender as PrestaShop has it (0 not said, 1 Mr, 2 Mrs/Ms): the api refuses anything else in a sentence, the forms
// read a radio's text as one of the three.
import { addressInput, genderSchema, registerRequest, toGender, updateCustomerRequest } from './index.ts';

test('0, 1 and 2 pass; anything else is refused with a message that names the allowed values', () => {
  for (const gender of [0, 1, 2]) expect(genderSchema.parse(gender)).toBe(gender);
  for (const bad of [3, -1, 1.5, '1', null, 'Mrs']) {
    const result = genderSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be 0 (not said), 1 (Mr) or 2 (Mrs/Ms)');
  }
});

test('optional everywhere: registering or adding an address without one is "not said"; the profile keeps its own', () => {
  const person = { email: 'a@b.example', password: 'Secret123!', firstname: 'Ada', lastname: 'Lovelace' };
  expect(registerRequest.parse(person).id_gender).toBe(0);
  expect(
    addressInput.parse({ firstname: 'Ada', lastname: 'Lovelace', address1: 'Via Dante', city: 'Milano', id_country: 1 })
      .id_gender,
  ).toBe(0);
  expect(updateCustomerRequest.parse({ firstname: 'Ada' }).id_gender).toBeUndefined();
});

test('toGender reads a form value or a stored number, and falls back to 0', () => {
  expect([toGender('2'), toGender('1'), toGender('0'), toGender(2)]).toEqual([2, 1, 0, 2]);
  expect([toGender(''), toGender(undefined), toGender('3'), toGender(' '), toGender(null)]).toEqual([0, 0, 0, 0, 0]);
});
