/**
 * The api's sense of "now" for what ages (sessions, abandoned carts, payment windows). Production reads the system
 * clock; `API_CLOCK_SHIFT_FILE` (tests only) names a file holding milliseconds to add to it, so a test moves time
 * forward on the real server without waiting.
 */
import { readFileSync } from 'node:fs';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved by the number of milliseconds in `file` (none while the file is missing or empty). */
export function shiftedClock(file: string): Clock {
  const shift = (): number => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return 0;
    }
    const ms = Number(text);
    if (!Number.isFinite(ms)) throw new Error(`API_CLOCK_SHIFT_FILE ${file} must hold a number of milliseconds`);
    return ms;
  };
  return { now: () => new Date(Date.now() + shift()) };
}
