/** The one error type services throw; the error handler maps it to HTTP. `message` is shown to users. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new DomainError(400, code, message);
export const unauthorized = (code: string, message: string) => new DomainError(401, code, message);
export const forbidden = (code: string, message: string) => new DomainError(403, code, message);
export const notFound = (code: string, message: string) => new DomainError(404, code, message);
