import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseLease, takeLease } from './lease.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lease-'));
  file = path.join(dir, 'canary-watch.lock');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the canary lease', () => {
  it('is held by one owner at a time until it is let go', () => {
    expect(takeLease(file, 'a', 30_000, 1000)).toBe(true);
    expect(takeLease(file, 'b', 30_000, 2000)).toBe(false);
    // Its holder keeps it.
    expect(takeLease(file, 'a', 30_000, 3000)).toBe(true);
    releaseLease(file, 'b');
    expect(takeLease(file, 'b', 30_000, 4000)).toBe(false);
    releaseLease(file, 'a');
    expect(takeLease(file, 'b', 30_000, 5000)).toBe(true);
  });

  it('is taken over once it expired (its holder died), and only by one of two late comers', () => {
    expect(takeLease(file, 'dead', 30_000, 1000)).toBe(true);
    expect(takeLease(file, 'b', 30_000, 31_001)).toBe(true);
    expect(takeLease(file, 'c', 30_000, 31_002)).toBe(false);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ owner: 'b', expiresAt: 61_001 });
    expect(fs.readdirSync(dir)).toEqual(['canary-watch.lock']);
  });

  it('is taken over when a crash left it unreadable', () => {
    fs.writeFileSync(file, '{"owner":');
    expect(takeLease(file, 'b', 30_000, 1000)).toBe(true);
  });
});
