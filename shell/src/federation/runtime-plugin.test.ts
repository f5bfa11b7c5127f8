import { browserDeadline, loadTimeoutMs } from './runtime-plugin.ts';

describe('browserDeadline', () => {
  it('shares the startup budget so a hanging remote fails within 3 s of navigation', () => {
    expect(browserDeadline(300)).toBe(2000);
    expect(browserDeadline(1000)).toBe(1400);
    // Plus React's 300 ms reveal throttle, still under 3 s.
    for (const now of [300, 600, 1000, 1200]) expect(now + browserDeadline(now) + 300).toBeLessThan(3000);
  });

  it('never leaves a load less than 1.2 s, and gives later navigations the full time', () => {
    expect(browserDeadline(2300)).toBe(1200);
    expect(browserDeadline(10_000)).toBe(loadTimeoutMs);
  });
});
