/**
 * The machine benchmark figures come from, written beside them: the machine is shared, so the
 * load averages before and after a run say how far to trust it.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineFacts {
  cpu: string;
  cores: number;
  memoryGiB: number;
  chromium: string;
  node: string;
  /** Load averages over 1, 5 and 15 minutes, before the run and after it. */
  loadBefore: number[];
  loadAfter?: number[];
}

const loadNow = () => os.loadavg().map((load) => Number(load.toFixed(2)));

/** `chromium --version`, or "unknown" where it does not answer. */
export function chromiumVersion(executable: string): string {
  try {
    return execFileSync(executable, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** Facts at the start of a run; `finished` adds the load at its end. */
export function machineFacts(chromiumExecutable: string): {
  facts: MachineFacts;
  finished(): MachineFacts;
} {
  const cpus = os.cpus();
  const facts: MachineFacts = {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    chromium: chromiumVersion(chromiumExecutable),
    node: process.version,
    loadBefore: loadNow(),
  };
  return { facts, finished: () => ({ ...facts, loadAfter: loadNow() }) };
}
