import { readServerConfig } from './config.ts';

describe('readServerConfig', () => {
  it.each([
    ['1', true],
    ['true', true],
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['yes', false],
  ])('reads MAINTENANCE=%s as maintenance %s', (value, maintenance) => {
    const env = value === undefined ? {} : { MAINTENANCE: value };
    expect(readServerConfig(env).shop.maintenance).toBe(maintenance);
  });

  it('puts maintenance in the runtime config the shell serves, beside the theme and redirects', () => {
    const { shop } = readServerConfig({ MAINTENANCE: '1', SHOP_THEME: 'blue', SHOP_REDIRECTS: '[{"from":"/en/old","to":"/en"}]' });
    expect(shop).toMatchObject({ maintenance: true, theme: 'blue', redirects: [{ from: '/en/old', to: '/en' }] });
  });
});
