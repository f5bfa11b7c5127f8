/**
 * The api's clock as tests move it: a file of milliseconds the server adds to the real time (API_CLOCK_SHIFT_FILE),
 * and a wait for a housekeeping pass that read the moved clock (`/api/health` shows the last pass).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MINUTE = 60_000;

interface Health {
  psdata: { housekeeping: { last_run: string | null } | null };
}

export interface MovableClock {
  /** The file to pass as API_CLOCK_SHIFT_FILE. */
  file: string;
  /** Sets the shift to `ms` (0: the real time) without waiting. */
  set(ms: number): void;
  /** Moves the api's clock `ms` ahead of the real one and waits for a housekeeping pass that started after the move. */
  moveAndSweep(apiUrl: string, ms: number, output: () => string): Promise<void>;
  remove(): void;
}

export function movableClock(): MovableClock {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-clock-'));
  const file = join(dir, 'clock-shift');
  const set = (ms: number) => writeFileSync(file, String(ms));
  set(0);
  return {
    file,
    set,
    async moveAndSweep(apiUrl, ms, output) {
      set(ms);
      const moved = Date.now() + ms;
      for (let attempt = 0; attempt < 200; attempt++) {
        const health = (await (await fetch(`${apiUrl}/api/health`)).json()) as Health;
        const lastRun = health.psdata.housekeeping?.last_run;
        // A pass that read the moved clock (not one from before the move, nor one of a clock moved further earlier on).
        if (lastRun && Date.parse(lastRun) >= moved && Date.parse(lastRun) < moved + MINUTE) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no housekeeping pass after moving the clock by ${ms} ms:\n${output()}`);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
