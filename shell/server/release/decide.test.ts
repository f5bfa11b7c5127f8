import { decide } from './decide.ts';

const settings = { minViews: 200, margin: 2 };

describe('the canary decision', () => {
  it('decides nothing under the minimum of canary views, however bad the rate', () => {
    const decision = decide({ stable: { views: 5000, failures: 0 }, canary: { views: 199, failures: 199 } }, settings);
    expect(decision.verdict).toBe('too-few-views');
    expect(decision.reason).toContain('fewer than 200 canary views');
  });

  it('aborts once the canary rate passes the stable rate by more than the margin', () => {
    const decision = decide({ stable: { views: 1000, failures: 10 }, canary: { views: 200, failures: 7 } }, settings);
    // 3.5 % against 1 %: 2.5 points above.
    expect(decision.verdict).toBe('abort');
    expect(decision.reason).toBe(
      'canary 3.5 % (7 failures in 200 views), stable 1 % (10 in 1000): more than 2 points above stable',
    );
    expect(decision.figures).toEqual({
      stable: { views: 1000, failures: 10, rate: 1 },
      canary: { views: 200, failures: 7, rate: 3.5 },
      minViews: 200,
      margin: 2,
    });
  });

  it('keeps a canary whose rate equals the stable one, or passes it by the margin exactly', () => {
    expect(decide({ stable: { views: 400, failures: 4 }, canary: { views: 200, failures: 2 } }, settings).verdict).toBe(
      'keep',
    );
    expect(decide({ stable: { views: 400, failures: 4 }, canary: { views: 200, failures: 6 } }, settings).verdict).toBe(
      'keep',
    );
  });

  it('measures a canary with no stable views against a rate of zero', () => {
    expect(decide({ stable: { views: 0, failures: 0 }, canary: { views: 200, failures: 5 } }, settings).verdict).toBe(
      'abort',
    );
  });
});
