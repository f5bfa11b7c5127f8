// Pins the faults bench's verdicts (scripts/bench/faults.ts): which errors count against the shop, which page times
// count in the tail, and the schedule of faults. The bench itself runs the real shop; these are its judgements.
import { faultSchedule, faultTargets, judge } from './faults.ts';
import type { LoadOutcome, StepName, StepStats } from './load-shoppers.ts';

const stepNames: StepName[] = [
  'home',
  'category',
  'product',
  'createCartItem',
  'cart',
  'getCartItems',
  'updateCheckoutAddress',
  'updateCheckoutCarrier',
  'createOrder',
];

/** 1,000 fast answers per step, spread over 100 s, and whatever `change` adds. */
function outcome(change: (steps: Record<StepName, StepStats>) => void = () => undefined): LoadOutcome {
  const steps = Object.fromEntries(
    stepNames.map((name) => [
      name,
      {
        latencies: Array.from({ length: 1000 }, () => 20),
        at: Array.from({ length: 1000 }, (_, i) => i * 100),
        errors: 0,
        failures: [],
      },
    ]),
  ) as unknown as Record<StepName, StepStats>;
  change(steps);
  return {
    durationMs: 100_000,
    shoppers: 10,
    steps,
    journeys: 500,
    orders: 100,
    lostCarts: 0,
    soldOut: 0,
    errorSamples: [],
    lostCartSamples: [],
  };
}

const fault = {
  kind: 'api instance killed' as const,
  atS: 20,
  startedMs: 20_000,
  recoveredMs: 21_000,
  detail: 'pid 1 of 2',
};

test('errors inside a fault’s window that the screens explain pass; outside one, or unexplained, they miss', () => {
  const seen = (at: number, explained: boolean) =>
    outcome((steps) => steps.createCartItem.failures.push({ at, detail: '503 try again', explained }));
  expect(judge(seen(20_500, true), [fault]).met).toBe(true);
  // Two seconds after recovery still counts as the fault's (answers in flight then).
  expect(judge(seen(22_900, true), [fault]).met).toBe(true);
  expect(judge(seen(30_000, true), [fault]).met).toBe(false);
  expect(judge(seen(20_500, false), [fault]).met).toBe(false);
});

test('the provider’s lost answers are its own fault, the whole run long: never outside a window', () => {
  const lost = outcome((steps) =>
    steps.createOrder.failures.push({ at: 60_000, detail: '504', explained: true, reason: 'payment.answerLost' }),
  );
  expect(judge(lost, [fault]).met).toBe(true);
});

test('more errors than 1 % of pages and calls miss, even inside a window', () => {
  const many = outcome((steps) => {
    for (let i = 0; i < 100; i++) steps.home.failures.push({ at: 20_100 + i, detail: 'page 503', explained: true });
  });
  // 9,000 answers: 100 errors is 1.1 %.
  expect(judge(many, [fault]).met).toBe(false);
  expect(faultTargets.errorShare).toBe(0.01);
});

test('page p99 counts only answers that did not overlap a fault; a fault never recovered from misses', () => {
  const slowInWindow = outcome((steps) => {
    for (let i = 0; i < 50; i++) {
      steps.category.latencies.push(5000);
      steps.category.at.push(21_000);
    }
  });
  expect(judge(slowInWindow, [fault]).met).toBe(true);
  const slowOutside = outcome((steps) => {
    for (let i = 0; i < 50; i++) {
      steps.category.latencies.push(5000);
      steps.category.at.push(60_000);
    }
  });
  expect(judge(slowOutside, [fault]).met).toBe(false);
  expect(judge(outcome(), [{ ...fault, recoveredMs: null }]).met).toBe(false);
  expect(judge(outcome(), [{ ...fault, recoveredMs: 20_000 + faultTargets.recoveryMs + 1 }]).met).toBe(false);
});

test('the tail is told by 20 s slices of when the answers began', () => {
  const slowAt60 = outcome((steps) => {
    for (let i = 0; i < 50; i++) {
      steps.category.latencies.push(5000);
      steps.category.at.push(65_000);
    }
  });
  const line = judge(slowAt60, [fault]).lines.find((text) => text.startsWith('  category'));
  // 100 s in five slices: the fast answers alone in all but the fourth (60-80 s), where the slow ones began.
  expect(line?.split('MISS')[1]?.trim().split(/\s+/)).toEqual(['20', '20', '20', '5000', '20']);
});

test('a lost cart misses, and is shown with what was read', () => {
  const lost = { ...outcome(), lostCarts: 1, lostCartSamples: [{ at: 50_000, detail: 'added [[9,1]], read []' }] };
  const report = judge(lost, [fault]);
  expect(report.met).toBe(false);
  expect(report.lines).toContain('    50.0 s: added [[9,1]], read []');
});

test('the errors are told by the fault whose window they fell in, by step and answer, most first', () => {
  const seen = outcome((steps) => {
    steps.createCartItem.failures.push({
      at: 20_100,
      detail: '502 The storefront api is not reachable.',
      explained: true,
    });
    steps.createCartItem.failures.push({
      at: 20_200,
      detail: '502 The storefront api is not reachable.',
      explained: true,
    });
    steps.category.failures.push({ at: 20_300, detail: '/en/3-women answered 503', explained: true });
    steps.getCartItems.failures.push({ at: 20_400, detail: 'SocketError: other side closed', explained: true });
  });
  expect(judge(seen, [fault]).lines).toContain(
    '    api instance killed at 20.0 s: 4 (createCartItem 502 2, category 503 1, getCartItems SocketError 1)',
  );
});

test('the schedule kills an api instance every 20 s, restarts the database once and a shell process once', () => {
  const schedule = faultSchedule(120);
  expect(schedule.filter((f) => f.kind === 'api instance killed').map((f) => f.atS)).toEqual([20, 40, 60, 80, 100]);
  expect(schedule.filter((f) => f.kind === 'PostgreSQL restarted')).toHaveLength(1);
  expect(schedule.filter((f) => f.kind === 'shell process killed')).toHaveLength(1);
  // Never two faults at once: each is recovered from on its own.
  expect(new Set(schedule.map((f) => f.atS)).size).toBe(schedule.length);
});
