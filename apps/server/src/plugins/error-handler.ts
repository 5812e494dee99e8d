import { errorMessages, type ApiErrorBody, type FieldErrors } from '@kozos/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { fieldErrorsFromValidation } from './validation-errors';

/** Message keys for the client errors Fastify itself raises before a handler runs. */
const statusMessages: Record<number, string> = {
  400: 'bad_request',
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: errorMessages.tooManyRequests,
};

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
};

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors: FieldErrors = {},
): FastifyReply {
  const body: ApiErrorBody = { message, status, errors };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: every failure leaves as `{ message, status, errors }` (spec §8). */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendError(reply, error.status, error.messageKey, error.fieldErrors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const errors = fieldErrorsFromValidation(request, context, error.validation);
    return sendError(reply, 400, errorMessages.validation, errors);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong media type, too large, ...: the client's fault, answered plainly.
    const message = frameworkMessages[error.code] ?? statusMessages[status] ?? 'bad_request';
    return sendError(reply, status, message);
  }
  // The stack and message stay in the log (with the request id); the client gets no details.
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, errorMessages.unexpected);
}

export const errorHandlerPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'kozos-error-handler' },
);
