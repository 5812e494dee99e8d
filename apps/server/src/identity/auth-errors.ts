import { errorMessages, validationMessages, type ApiErrorBody } from '@kozos/contract';

/*
 * Better Auth answers failures with `{ code, message }`; the web client reads our
 * `{ message, status, errors }` (spec §8). Every error leaving /api/auth/* goes through here.
 */

/** The password field of each Better Auth endpoint that takes a new password. */
function newPasswordField(path: string): string {
  return path === '/change-password' || path === '/reset-password' ? 'newPassword' : 'password';
}

type Rule = (path: string, status: number) => ApiErrorBody;

const rules: Record<string, Rule> = {
  INVALID_EMAIL_OR_PASSWORD: () => body(403, errorMessages.incorrectUsernamePassword),
  EMAIL_NOT_VERIFIED: () => body(403, errorMessages.emailNotVerified),
  EMAIL_REGISTERED: () => emailRegistered(),
  USER_ALREADY_EXISTS: () => emailRegistered(),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () => emailRegistered(),
  PASSWORD_TOO_SHORT: (path) =>
    body(400, errorMessages.passwordTooShort, {
      [newPasswordField(path)]: [errorMessages.passwordTooShort],
    }),
  PASSWORD_TOO_LONG: (path) =>
    body(400, errorMessages.validation, {
      [newPasswordField(path)]: [validationMessages.maxLength(128)],
    }),
  INVALID_TOKEN: (_path, status) => body(status, errorMessages.invalidToken),
  TOKEN_EXPIRED: (_path, status) => body(status, errorMessages.invalidToken),
  INVALID_PASSWORD: (path) =>
    body(400, errorMessages.incorrectPassword, {
      [path === '/change-password' ? 'currentPassword' : 'password']: [
        errorMessages.incorrectPassword,
      ],
    }),
  INVALID_EMAIL: () =>
    body(400, errorMessages.validation, { email: [validationMessages.invalidEmail] }),
};

const statusKeys: Record<number, string> = {
  400: 'bad_request',
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  429: errorMessages.tooManyRequests,
};

/** Our error body for a failed Better Auth answer on `path` (relative to /api/auth). */
export function normalizeAuthError(path: string, status: number, raw: unknown): ApiErrorBody {
  const code = codeOf(raw);
  const rule = code ? rules[code] : undefined;
  if (rule) return rule(path, status);
  if (code === 'VALIDATION_ERROR') return validationError(raw);
  if (status >= 500) return body(500, errorMessages.unexpected);
  return body(status, code ? code.toLowerCase() : (statusKeys[status] ?? 'bad_request'));
}

function body(status: number, message: string, errors: ApiErrorBody['errors'] = {}) {
  return { message, status, errors };
}

function emailRegistered(): ApiErrorBody {
  return body(409, errorMessages.emailRegistered, { email: [errorMessages.emailRegistered] });
}

function codeOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const code = (raw as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/**
 * Better Auth's own body validation says e.g. "[body.email] Invalid input: expected string,
 * received undefined"; the field name is what a form needs.
 */
function validationError(raw: unknown): ApiErrorBody {
  const message = (raw as { message?: unknown }).message;
  const errors: ApiErrorBody['errors'] = {};
  const pattern = /\[body\.([\w.]+)\]\s*([^;]*)/g;
  for (const match of typeof message === 'string' ? message.matchAll(pattern) : []) {
    const [, field = 'body', text = ''] = match;
    const missing = /received undefined/.test(text);
    (errors[field] ??= []).push(
      missing ? validationMessages.required(field) : validationMessages.invalid,
    );
  }
  return body(400, errorMessages.validation, errors);
}
