/** Typed domain errors; the one error handler maps them to a status and a message. */
export class DomainError extends Error {
  readonly statusCode: number = 400;
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  override readonly statusCode = 400;
}
export class UnauthorizedError extends DomainError {
  override readonly statusCode = 401;
  constructor(message = "Please sign in to continue.", details?: Record<string, unknown>) {
    super(message, details);
  }
}
export class ForbiddenError extends DomainError {
  override readonly statusCode = 403;
  constructor(message = "You don't have access to this Page.", details?: Record<string, unknown>) {
    super(message, details);
  }
}
export class NotFoundError extends DomainError {
  override readonly statusCode = 404;
}
export class ConflictError extends DomainError {
  override readonly statusCode = 409;
}
/** Something that was there and has ended (an expired link). */
export class GoneError extends DomainError {
  override readonly statusCode = 410;
}
/** The spec answers a registered email on sign-up with 408. */
export class AlreadyRegisteredError extends DomainError {
  override readonly statusCode = 408;
}
export class TooManyRequestsError extends DomainError {
  override readonly statusCode = 429;
}
export class PayloadTooLargeError extends DomainError {
  override readonly statusCode = 413;
}
export class UnsupportedMediaError extends DomainError {
  override readonly statusCode = 415;
}
