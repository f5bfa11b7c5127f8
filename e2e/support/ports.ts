/**
 * The composed shop under test runs on its own ports, so it never collides with `npm start`.
 * E2E_PORT_BASE moves them all (two engineers can run the suite side by side).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);

export const testShop = {
  port: base + 80,
  apiPort: base + 81,
  remotePorts: { catalog: base + 1, checkout: base + 2, account: base + 3 },
  /** The shell's /metrics listener (SHELL_METRICS_PORT, loopback only). */
  metricsPort: base + 90,
} as const;

export const baseURL = `http://localhost:${testShop.port}`;
export const stateFile = `/tmp/storefront-e2e-shop-${base}.json`;
