import { productIdFrom } from './product-id.ts';

describe('productIdFrom', () => {
  it.each([
    ['19-striped-shirt', 19],
    ['7', 7],
    ['120-a-b-c', 120],
  ])('reads %s as %i', (param, id) => expect(productIdFrom(param)).toBe(id));

  it.each(['shirt-19', '', '-19', '1234567890-too-long'])('finds no id in %p', (param) =>
    expect(productIdFrom(param)).toBeNull(),
  );
});
