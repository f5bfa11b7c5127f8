/** The composed shop under test runs on its own ports, so it never collides with `npm start`. */
export const testShop = {
  port: 18080,
  apiPort: 18081,
  remotePorts: { catalog: 13001, checkout: 13002, account: 13003 },
} as const;

export const baseURL = `http://localhost:${testShop.port}`;
export const stateFile = '/tmp/storefront-e2e-shop.json';
