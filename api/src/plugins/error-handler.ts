// One error handler for the whole API. A client's mistake gets a 4xx naming the problem; our
// own failure gets a 500 that says nothing of its internals (the details go to the log only); a
// database or file store that cannot be reached a 503 that says to try again.
import { API_ERRORS, type ApiErrorBody } from '@poolscape/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { StorageUnavailableError } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** When set, a body over the route's limit is answered 400 with this message (not 413). */
    tooLargeMessage?: string;
  }
}

function fieldOf(instancePath: string, context: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context;
}

export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, error.validationContext ?? 'body'),
          message: issue.message ?? 'is invalid',
        }));
        const body: ApiErrorBody = {
          message: errors.map((entry) => `${entry.field}: ${entry.message}`).join('; '),
          errors,
        };
        return reply.status(400).send(body);
      }
      if (error instanceof StorageUnavailableError) {
        request.log.error({ err: error }, 'storage is not reachable');
        return reply
          .status(503)
          .header('retry-after', '60')
          .send({ message: API_ERRORS.storageUnavailable } satisfies ApiErrorBody);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'the database is not reachable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ message: API_ERRORS.databaseUnavailable } satisfies ApiErrorBody);
      }
      const status = error.statusCode ?? 500;
      // A route may treat an oversized body as plain bad input (400) with its own message.
      const tooLargeMessage = request.routeOptions.config?.tooLargeMessage;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLargeMessage) {
        return reply.status(400).send({ message: tooLargeMessage } satisfies ApiErrorBody);
      }
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? API_ERRORS.tooLarge
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? API_ERRORS.unsupportedMediaType
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? API_ERRORS.malformedJson
                : error.message;
        return reply.status(status).send({ message } satisfies ApiErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: API_ERRORS.internal } satisfies ApiErrorBody);
    });
  },
  { name: 'error-handler' },
);
