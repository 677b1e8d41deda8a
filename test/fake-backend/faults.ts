import type { CallId } from './call-table';

/** What can go wrong with a call; Storybook's toolbar and tests pick one per call or for all. */
export const FAULT_KINDS = [
  'client-error',
  'server-error',
  'hang',
  'slow',
  'unreadable',
  'wrong-shape',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  call: CallId | 'all';
  kind: FaultKind;
  /** For client-error (default 404) and server-error (default 500). */
  status?: number;
  /** For slow (default 3000 ms). */
  delayMs?: number;
  /**
   * For client-error and server-error: the answer's JSON body, e.g. a cart error with its limit.
   * For wrong-shape: the JSON body a 200 answer carries instead of the real one (default
   * `{ "unexpected": "shape" }`), e.g. a test list with hostile names.
   */
  body?: unknown;
}

let activeFaults: Fault[] = [];

export function setFaults(faults: readonly Fault[]): void {
  activeFaults = [...faults];
}

export function clearFaults(): void {
  activeFaults = [];
}

export function faultFor(call: CallId): Fault | undefined {
  return activeFaults.find((fault) => fault.call === call || fault.call === 'all');
}
