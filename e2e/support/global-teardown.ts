import fs from 'node:fs';
import { stateFile } from './ports.ts';

export default async function globalTeardown() {
  const { __shop: shop, __vies: vies } = globalThis as {
    __shop?: { stop(): Promise<void> };
    __vies?: { close(): Promise<void> };
  };
  if (shop) await shop.stop();
  if (vies) await vies.close();
  if (!fs.existsSync(stateFile)) return;
  const { workDir, pids } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { workDir: string; pids: number[] };
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already stopped.
    }
  }
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(stateFile, { force: true });
}
