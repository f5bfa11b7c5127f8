/**
 * Whether a running canary stays: the rule the canary watcher applies to the health counts of the stable and the
 * canary version of one remote over the canary's life (README "Canary": why these defaults). Pure, so the rule is
 * pinned by unit tests apart from files and timers.
 */
export interface Counts {
  views: number;
  failures: number;
}

export interface DecisionSettings {
  /** The canary's page views before any decision: fewer say too little about its rate. */
  minViews: number;
  /** Percentage points by which the canary's failure rate may exceed the stable one's before it is aborted. */
  margin: number;
}

export type Verdict = 'keep' | 'abort' | 'too-few-views';

export interface Decision {
  verdict: Verdict;
  /** One sentence with the figures, for the log, the history and the release view. */
  reason: string;
  figures: { stable: Counts & { rate: number }; canary: Counts & { rate: number }; minViews: number; margin: number };
}

/** Failures per hundred page views (a page can report more than one failure, so it can pass 100). */
const ratePercent = ({ views, failures }: Counts): number => (views === 0 ? 0 : (failures * 100) / views);

const rounded = (rate: number) => Math.round(rate * 100) / 100;

export function decide(counts: { stable: Counts; canary: Counts }, settings: DecisionSettings): Decision {
  // Only the figures the rule used: the callers' counts and settings may carry more.
  // Rates are shown to a hundredth of a point; the rule compares them unrounded.
  const figuresOf = ({ views, failures }: Counts) => ({
    views,
    failures,
    rate: rounded(ratePercent({ views, failures })),
  });
  const stable = figuresOf(counts.stable);
  const canary = figuresOf(counts.canary);
  const figures = { stable, canary, minViews: settings.minViews, margin: settings.margin };
  const rates =
    `canary ${canary.rate} % (${canary.failures} failures in ${canary.views} views), ` +
    `stable ${stable.rate} % (${stable.failures} in ${stable.views})`;
  if (canary.views < settings.minViews)
    return { verdict: 'too-few-views', reason: `${rates}: fewer than ${settings.minViews} canary views`, figures };
  if (ratePercent(counts.canary) - ratePercent(counts.stable) > settings.margin)
    return { verdict: 'abort', reason: `${rates}: more than ${settings.margin} points above stable`, figures };
  return { verdict: 'keep', reason: `${rates}: within ${settings.margin} points of stable`, figures };
}
