import {
  type Access,
  type AuthUser,
  apiErrorBodySchema,
  type EndpointDescription,
  type EndpointRequestParts,
  type FileAnswer,
  isFileAnswer,
  STAFF_ROLES,
} from '@edupath/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { requireParentConfirmed, requireRole, requireUser } from './guards';

/**
 * Registers a route from its description in @edupath/contract: path, method, schemas, answer
 * status and the guard all come from the description, so the server cannot drift from what the
 * web calls (docs/decisions/012-endpoints-described-once.md). The handler gets typed input and
 * the signed-in user its access level promises, and returns the whole answer (`ok(…)`) — or, for
 * a `fileAnswer`, sends the file itself on `reply` (its type and headers, a string, a Buffer or a
 * stream) and returns the reply.
 */
export function serve<E extends EndpointDescription>(
  app: FastifyInstance,
  description: E,
  handler: (input: HandlerInput<E>) => Promise<HandlerAnswer<E>>,
  options: ServeOptions = {},
): void {
  const {
    method,
    path,
    access,
    params,
    query,
    body,
    answer,
    summary,
    status = 200,
    errors = [],
  } = description;
  const file = isFileAnswer(answer);
  const guarded = access !== 'public' || description.needsParent;
  const route: RouteOptions = {
    method,
    url: path,
    config: { ...options.config, endpoint: description },
    schema: {
      tags: options.tags,
      ...(summary ? { description: summary } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
      response: {
        [status]: file ? fileResponse(answer) : answer,
        ...Object.fromEntries(errors.map((code) => [code, apiErrorBodySchema])),
      },
    },
    // Before validation: a caller without the right gets 401/403, not a lesson on the body's shape.
    // None on a public endpoint: a cached public read does no work it does not need.
    ...(guarded
      ? {
          preValidation: async (request: FastifyRequest) => {
            guard(access, request);
            if (description.needsParent) requireParentConfirmed(request);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const input = {
        user: request.user,
        params: request.params,
        query: request.query,
        body: body === 'multipart' ? undefined : request.body,
        request,
        reply,
      } as HandlerInput<E>;
      if (file) {
        reply.status(status);
        return handler(input);
      }
      const result = await handler(input);
      return reply.status(status).send(result);
    },
  };
  app.route(route);
}

/** Any bytes: the OpenAPI form of a file, never run through a serialiser. */
const fileSchema = z.any().meta({ type: 'string', format: 'binary' });

/** A file's 2xx for OpenAPI, one entry per media type; Fastify sends a string, Buffer or stream as it is. */
const fileResponse = ({ file, description }: FileAnswer) => ({
  description,
  content: Object.fromEntries(file.map((type) => [type, { schema: fileSchema }])),
});

interface ServeOptions {
  /** OpenAPI tags. */
  tags?: string[];
  /** Route config for plugins (e.g. a per-user rate limit). */
  config?: Record<string, unknown>;
}

type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

/** What a handler resolves to: the whole JSON answer, or the reply a file was sent on. */
export type HandlerAnswer<E extends EndpointDescription> = E['answer'] extends z.ZodType
  ? z.input<E['answer']>
  : FastifyReply;

export type HandlerInput<E extends EndpointDescription> = EndpointRequestParts<E> & {
  user: UserFor<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

function guard(access: Access, request: FastifyRequest) {
  switch (access) {
    case 'public':
      return;
    case 'signedIn':
      requireUser(request);
      return;
    case 'student':
      requireRole(request, 'student');
      return;
    case 'staff':
      requireRole(request, ...STAFF_ROLES);
      return;
    case 'admin':
      requireRole(request, 'admin');
      return;
  }
}

/** An API route as registered: what the route-table test compares with @edupath/contract. */
export interface ApiRoute {
  method: string;
  url: string;
  endpoint: EndpointDescription | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes registered by `serve`: the description they come from. */
    endpoint?: EndpointDescription;
  }
}
