import type { z } from 'zod';
import { API_BASE } from './constants';

/**
 * One description per HTTP endpoint, shared by both ends (docs/decisions/012-endpoints-described-once.md):
 * the server registers its route from it (schemas, guard, status) and the web calls it through
 * it, so a path, a method, a parameter or a body the two ends disagree on is a compile error.
 */

/** Who may call an endpoint: the guard the server puts in front of its handler. */
export type Access = 'public' | 'signedIn' | 'student' | 'staff' | 'admin';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer that is a file, not JSON: bytes or text sent as they are (a CSV, a PDF, a ZIP, a
 * calendar, SVG, HTML), by the handler itself. `call` does not take such an endpoint (its answer
 * would not parse as JSON); a page links to it with `urlOf`.
 */
export interface FileAnswer {
  /** The media types it is sent as, without parameters (`text/csv`, not `text/csv; charset=utf-8`). */
  readonly file: readonly [string, ...string[]];
  /** One line for the OpenAPI document: what the file holds. */
  readonly description: string;
}

/** `answer: fileAnswer('text/csv', 'A CSV file, one row per application')`; several types for a stored upload. */
export const fileAnswer = (
  contentType: string | readonly [string, ...string[]],
  description: string,
): FileAnswer => ({ file: typeof contentType === 'string' ? [contentType] : contentType, description });

export const isFileAnswer = (answer: EndpointDescription['answer']): answer is FileAnswer =>
  'file' in answer && Array.isArray(answer.file);

/** An error status worth naming in the OpenAPI document beside the usual 400/401/403. */
type ErrorStatus = 404 | 409 | 410 | 413 | 429;

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
  /**
   * The whole 2xx answer, envelope included (`envelopeSchema(…)` or an extension of it), or
   * `fileAnswer(…)` for a file the handler sends itself.
   */
  answer: z.ZodType | FileAnswer;
  /** 200 unless said otherwise. */
  status?: 200 | 201;
  /** Error answers the OpenAPI document lists (with the error body), where a caller must expect them. */
  errors?: readonly ErrorStatus[];
  /**
   * Closed (403 PARENT_CONFIRMATION_REQUIRED) to a child whose parent has not confirmed yet:
   * applying, chat, posting, uploads, purchases (docs/accounts.md#under-18).
   */
  needsParent?: true;
}

/** An endpoint answered with JSON: what `call` takes. */
export type JsonEndpointDescription = EndpointDescription & { answer: z.ZodType };

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

/** The answer's body as the caller reads it; a file's is not JSON, so it has none here. */
export type EndpointAnswer<E extends EndpointDescription> = E['answer'] extends z.ZodType
  ? z.output<E['answer']>
  : never;

/** `/a/:id/b` with `{ id: 3 }` → `/a/3/b`; every placeholder must be given. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** What a link to an endpoint holds: its path parameters and query, each typed by its schema. */
export type UrlInput<E extends EndpointDescription> = Part<'params', E['params']> & Part<'query', E['query']>;

/**
 * The address of a GET endpoint, `/api/v1/…` with its path filled and its query (empty values
 * left out), for a link or an image: a download, a CSV export, a calendar file.
 */
export function urlOf<E extends EndpointDescription & { method: 'GET' }>(
  description: E,
  ...[input]: Record<string, never> extends UrlInput<E> ? [input?: UrlInput<E>] : [input: UrlInput<E>]
): string {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const query = Object.entries(parts.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_BASE}${fillPath(description.path, parts.params)}${query ? `?${query}` : ''}`;
}
