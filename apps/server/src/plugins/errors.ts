import type { ApiErrorBody } from '@edupath/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, resourceFault } from '../lib/errors';
import { fieldErrors } from '../lib/validation';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Please log in to continue',
  403: 'You do not have permission to do that',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'The request took too long',
  409: 'Conflict',
  413: 'The request is too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please slow down.',
};

/** Writes an AppError's status, message, field errors and headers into the answer. */
function fromAppError(err: AppError, body: ApiErrorBody, reply: FastifyReply): number {
  body.message = err.message;
  if (err.errors) body.errors = err.errors;
  if (err.headers) reply.headers(err.headers);
  if (err.code) body.code = err.code;
  return err.statusCode;
}

/**
 * One error handler for the whole API: client mistakes come back as 4xx with a message
 * (and per-field errors for validation); anything else is a bug, logged with the request id
 * and answered as a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const body: ApiErrorBody = { success: false, message: '', data: null };
    let status: number;
    const fault = err instanceof AppError ? null : resourceFault(err);

    if (err instanceof AppError) {
      status = fromAppError(err, body, reply);
    } else if (fault) {
      // The server's condition, not a bug: logged as a warning, answered with what it means.
      status = fromAppError(fault, body, reply);
      request.log.warn({ status, code: (err as { code?: string }).code }, body.message);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body.errors = fieldErrors(
        err.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'Invalid value',
        })),
      );
      body.message = Object.values(body.errors)[0] ?? STATUS_MESSAGES[400]!;
    } else if (err.validation) {
      status = 400;
      body.message = err.message;
    } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      status = 400;
      body.message = 'The request body is not valid JSON';
    } else if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      body.message = 'The request body is empty';
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body.message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send JSON'
          : status === 429
            ? (err.message ?? STATUS_MESSAGES[429]!)
            : (STATUS_MESSAGES[status] ?? err.message);
      if (status === 413 && err.code?.startsWith('FST_')) body.message = 'The request is too large';
      if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_REQ_FILE_TOO_LARGE') {
        status = 413;
        body.message = 'The file is too large (5 MB at most)';
      }
    } else {
      status = 500;
      body.message = 'Something went wrong on our side. Please try again.';
      body.requestId = request.id;
      request.log.error({ err }, 'unhandled error');
    }

    if (status < 500) request.log.info({ status, message: body.message }, 'client error');
    return reply.status(status).send(body);
  });
});
