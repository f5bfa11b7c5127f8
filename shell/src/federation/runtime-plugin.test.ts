import { browserDeadline, loadTimeoutMs } from './runtime-plugin.ts';

describe('browserDeadline', () => {
  it('shares the startup budget so a hanging remote fails within 3 s of navigation', () => {
    expect(browserDeadline(600)).toBe(2000);
    expect(browserDeadline(1200)).toBe(1500);
    expect(600 + browserDeadline(600)).toBeLessThan(3000);
    expect(1200 + browserDeadline(1200)).toBeLessThan(3000);
  });

  it('never leaves a load less than 1.2 s, and gives later navigations the full time', () => {
    expect(browserDeadline(2600)).toBe(1200);
    expect(browserDeadline(10_000)).toBe(loadTimeoutMs);
  });
});
