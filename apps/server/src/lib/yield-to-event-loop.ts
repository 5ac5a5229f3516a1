/**
 * Lets the event loop answer other requests between slices of a long computation (a search over every doctor):
 * one request's arithmetic must not hold up everyone's health check or sign-in (ADR 019).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** How many doctors' slots are computed between two yields (a few milliseconds of work). */
export const DOCTORS_PER_SLICE = 100;
