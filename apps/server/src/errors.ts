import { errorMessages, type FieldErrors } from '@kozos/contract';

/**
 * The one error type services throw. The error handler renders it as
 * `{ message: messageKey, status, errors: fieldErrors }`; the client translates
 * `message.<messageKey>`.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(messageKey);
  }
}

export function badRequest(messageKey: string, fieldErrors?: FieldErrors): AppError {
  return new AppError(400, messageKey, fieldErrors);
}

/** Field-level failures found by a service (not by the schema), e.g. a deadline in the past. */
export function validationFailed(fieldErrors: FieldErrors): AppError {
  return new AppError(400, errorMessages.validation, fieldErrors);
}

export function unauthorized(messageKey: string = errorMessages.unauthorized): AppError {
  return new AppError(401, messageKey);
}

export function forbidden(messageKey: string = errorMessages.forbidden): AppError {
  return new AppError(403, messageKey);
}

export function notFound(messageKey: string = errorMessages.notFound): AppError {
  return new AppError(404, messageKey);
}

/** A business-rule conflict such as "already a member" (design brief: 409 with a key). */
export function conflict(messageKey: string, fieldErrors?: FieldErrors): AppError {
  return new AppError(409, messageKey, fieldErrors);
}

/** A well-formed request that breaks a rule of the current state, e.g. after a deadline. */
export function unprocessable(messageKey: string, fieldErrors?: FieldErrors): AppError {
  return new AppError(422, messageKey, fieldErrors);
}
