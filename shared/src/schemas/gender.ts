/**
 * PrestaShop's genders (`id_gender`), of customers and of addresses alike: 0 not said, 1 Mr, 2 Mrs/Ms. Without zod,
 * so the forms may read a radio's text value with it.
 */
export const GENDERS = [0, 1, 2] as const;
export type Gender = (typeof GENDERS)[number];

/** A gender from a form's text value (a radio's '2') or a stored number; anything else is 0, not said. */
export function toGender(value: unknown): Gender {
  const number = typeof value === 'string' && value.trim() === '' ? 0 : Number(value);
  return (GENDERS as readonly number[]).includes(number) ? (number as Gender) : 0;
}
