import {
  type Access,
  type AuthUser,
  type EndpointDescription,
  type EndpointRequestParts,
  STAFF_ROLES,
} from '@edupath/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { requireParentConfirmed, requireRole, requireUser } from './guards';

/**
 * Registers a route from its description in @edupath/contract: path, method, schemas, answer
 * status and the guard all come from the description, so the server cannot drift from what the
 * web calls (docs/decisions/012-endpoints-described-once.md). The handler gets typed input and
 * the signed-in user its access level promises, and returns the whole answer (`ok(…)`).
 */
export function serve<E extends EndpointDescription>(
  app: FastifyInstance,
  description: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['answer']>>,
  options: ServeOptions = {},
): void {
  const { method, path, access, params, query, body, answer, summary, status = 200 } = description;
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
      response: { [status]: answer },
    },
    // Before validation: a caller without the right gets 401/403, not a lesson on the body's shape.
    preValidation: async (request) => {
      guard(access, request);
      if (description.needsParent) requireParentConfirmed(request);
    },
    handler: async (request, reply) => {
      const input = {
        user: request.user,
        params: request.params,
        query: request.query,
        body: body === 'multipart' ? undefined : request.body,
        request,
        reply,
      } as HandlerInput<E>;
      const result = await handler(input);
      return reply.status(status).send(result);
    },
  };
  app.route(route);
}

interface ServeOptions {
  /** OpenAPI tags. */
  tags?: string[];
  /** Route config for plugins (e.g. a per-user rate limit). */
  config?: Record<string, unknown>;
}

type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

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
