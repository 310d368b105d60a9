import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { countOf } from "./plural";

/** "45 seconds", "1 minute", "15 minutes". */
function waitText(seconds: number): string {
  return seconds < 60 ? countOf(Math.max(1, Math.ceil(seconds)), "second") : countOf(Math.ceil(seconds / 60), "minute");
}

/** A limit that was hit: how long until the next try is allowed. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`);
  }
}

export function limiter(points: number, durationSeconds: number, blockSeconds = durationSeconds) {
  const store = new RateLimiterMemory({ points, duration: durationSeconds, blockDuration: blockSeconds });
  return {
    /** Counts one attempt against `key`; throws TooManyAttempts beyond the limit. */
    async consume(key: string): Promise<void> {
      try {
        await store.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new TooManyAttempts(error.msBeforeNext / 1000);
        throw error;
      }
    },
    /** Counts one attempt against `key`; the limit that was hit, or null when the attempt may go ahead. */
    async attempt(key: string): Promise<TooManyAttempts | null> {
      try {
        await this.consume(key);
        return null;
      } catch (error) {
        if (error instanceof TooManyAttempts) return error;
        throw error;
      }
    },
    /** Throws TooManyAttempts while `key` is blocked, without counting an attempt. */
    async check(key: string): Promise<void> {
      const state = await store.get(key);
      if (state && state.consumedPoints >= points) throw new TooManyAttempts(state.msBeforeNext / 1000);
    },
    async reset(key: string): Promise<void> {
      await store.delete(key);
    },
  };
}
