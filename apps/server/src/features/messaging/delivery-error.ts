/**
 * A provider refused or failed to take a message. `code` is short and safe to store (provider error code,
 * never the message text); `permanent` failures (bad address, rejected template) are not retried.
 */
export class DeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly permanent: boolean,
  ) {
    super(`delivery failed: ${code}`);
  }
}
