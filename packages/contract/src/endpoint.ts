import type { z } from 'zod';

/**
 * One description per HTTP endpoint, shared by both ends (docs/decisions/012-endpoints-described-once.md):
 * the server registers its route from it (schemas, guard, status) and the web calls it through
 * it, so a path, a method, a parameter or a body the two ends disagree on is a compile error.
 */

/** Who may call an endpoint: the guard the server puts in front of its handler. */
export type Access = 'public' | 'signedIn' | 'student' | 'staff' | 'admin';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDescription {
  method: Method;
  /** Fastify's form, `/community/community-posts/:communityId`, relative to /api/v1. */
  path: string;
  access: Access;
  /** One line for the OpenAPI document. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body's schema, or 'multipart' for a form with a file the handler reads itself. */
  body?: z.ZodType | 'multipart';
  /** The whole 2xx answer, envelope included (`envelopeSchema(…)` or an extension of it). */
  answer: z.ZodType;
  /** 200 unless said otherwise. */
  status?: 200 | 201;
  /**
   * Closed (403 PARENT_CONFIRMATION_REQUIRED) to a child whose parent has not confirmed yet:
   * applying, chat, posting, uploads, purchases (docs/accounts.md#under-18).
   */
  needsParent?: true;
}

/** Keeps the literal types of a description (its method, path and schemas) for both ends. */
export const endpoint = <const E extends EndpointDescription>(description: E): E => description;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** A part a caller may leave out when none of its fields is required (a query of filters, say). */
type Part<K extends string, S> = S extends z.ZodType
  ? Record<string, never> extends InputOf<S>
    ? { [P in K]?: InputOf<S> }
    : { [P in K]: InputOf<S> }
  : { [P in K]?: never };

/** What a caller sends: only the parts the description has, each typed by its schema. */
export type EndpointInput<E extends EndpointDescription> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E['body'] extends 'multipart' ? { body: MultipartForm } : Part<'body', E['body']>);

/** The browser's FormData, as far as the contract (which has no DOM types) needs to name it. */
export interface MultipartForm {
  append(name: string, value: never, fileName?: string): void;
}

/** What a handler receives once Fastify has validated the request. */
export interface EndpointRequestParts<E extends EndpointDescription> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: E['body'] extends z.ZodType ? OutputOf<E['body']> : undefined;
}

/** The answer's body as the caller reads it. */
export type EndpointAnswer<E extends EndpointDescription> = z.output<E['answer']>;

/** `/a/:id/b` with `{ id: 3 }` → `/a/3/b`; every placeholder must be given. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
