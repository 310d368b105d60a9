/**
 * Back-off for failed sign-ins (see docs/decisions/0014-accounts-recovery-and-throttling.md). Each
 * throttle allows some failures free, then makes the next try wait 30 seconds, doubling with each
 * further failure up to an hour. Nothing is ever locked for good, successes never count, and a key
 * with no failure for a day starts again from nothing.
 */
export const THROTTLES = {
  /** One account from one client address: someone mistyping, or guessing from one place. */
  accountFromAddress: 5,
  /** One client address, whatever the account: shared by an office or a mobile carrier. */
  address: 30,
  /** One account from devices it never signed in from: guessing spread over many addresses. */
  accountFromUnknownDevices: 20,
  /** One device the account has signed in from before. */
  knownDevice: 10,
} as const;

export type ThrottleKind = keyof typeof THROTTLES;

/** After this many failures from unknown devices the account's owner gets an e-mail. */
export const ALERT_OWNER_AFTER = 10;

const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 60 * 60;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

/** Failures that still count at `now` (none once a day has passed without one). */
export function activeFailures(count: FailureCount | undefined, now: number): number {
  return count && now - count.lastFailureAt < FORGET_AFTER_MS ? count.failures : 0;
}

/** Seconds before the next try is allowed under a throttle allowing `free` failures (0: go ahead). */
export function secondsToWait(count: FailureCount | undefined, free: number, now: number): number {
  const failures = activeFailures(count, now);
  if (failures < free) return 0;
  const wait = Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - free));
  return Math.max(0, Math.ceil((count!.lastFailureAt + wait * 1000 - now) / 1000));
}
