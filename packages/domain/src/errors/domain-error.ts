/**
 * The one error type services throw for a rule a user can break. `code` is a spec code
 * (`acc-1`, `sec-23`, `mot-11`, ...); the server maps it to `{ errors: [{ code, message }] }`
 * with `status`, and the console turns the code back into a translated message.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(code: string, message: string, options: { status?: number; details?: unknown } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status ?? 400;
    this.details = options.details;
  }
}
