import { z } from 'zod';

/**
 * The one shape every error leaves Playboard's server in (spec 1 §7): the first entry's `code`
 * is the spec's error code (`acc-3`, `global-404`), its `message` English text.
 */
export const errorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});

/** An error answer of Playboard's server. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Thrown when a call needs an instance and none is selected (spec 2 §7, §8). */
export const INSTANCE_NOT_DEFINED = 'instance is not defined';

/** Thrown when a successful response cannot be parsed (spec 2 §8). */
export const BAD_JSON_RESPONSE = 'Bad JSON response';

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Network policy (spec 1 §7): HTTP statuses 400 to 599 are errors. */
export function isErrorStatus(status: number): boolean {
  return status >= 400 && status <= 599;
}

/** Reads an error body (spec 2 §8): JSON when it parses, else the raw text. */
export function parseErrorBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads a success body; text that is not JSON throws 'Bad JSON response' (spec 2 §8). */
export function parseJsonResponse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(BAD_JSON_RESPONSE);
  }
}

/** Fails locally when no instance is selected (spec 2 §7). */
export function requireInstance(instance: string | null | undefined): string {
  if (!instance) throw new Error(INSTANCE_NOT_DEFINED);
  return instance;
}

/** A decoded error of the spec 2 APIs. */
export interface ApiErrorDetails {
  readonly status: number;
  readonly title?: string;
  readonly message?: string;
  readonly details?: unknown;
  readonly conflictingElements?: unknown[];
  readonly errors?: unknown[];
}

/**
 * Communications (spec 2 §8): a 409 is a conflict with title, message, details and conflicting
 * elements, read from the root cause current state of the first error; other errors give a status.
 */
export function decodeCommunicationError(status: number, body: unknown): ApiErrorDetails {
  if (status !== 409) return { status };
  const errors = asObject(body)?.errors;
  const first = Array.isArray(errors) ? asObject(errors[0]) : undefined;
  const state = asObject(asObject(first?.rootCause)?.currentState) ?? {};
  const conflicting = state.conflictingElements;
  return {
    status,
    ...(asString(state.title) !== undefined ? { title: asString(state.title) } : {}),
    ...(asString(state.message) !== undefined ? { message: asString(state.message) } : {}),
    ...(state.details !== undefined ? { details: state.details } : {}),
    conflictingElements: Array.isArray(conflicting) ? conflicting : [],
  };
}

/** Facets (spec 2 §8): status, conflicting elements and message, from the `error` field. */
export function decodeFacetError(status: number, body: unknown): ApiErrorDetails {
  const error = asObject(asObject(body)?.error) ?? {};
  const conflicting = error.conflictingElements;
  return {
    status,
    conflictingElements: Array.isArray(conflicting) ? conflicting : [],
    ...(asString(error.message) !== undefined ? { message: asString(error.message) } : {}),
  };
}

/** Config (spec 2 §8): status and details (the body as read). */
export function decodeConfigError(status: number, body: unknown): ApiErrorDetails {
  return { status, details: body };
}

/**
 * Query ranking save (spec 2 §8): a 409 lists the conflicting rules, each with id and queries;
 * other failures give status and details.
 */
export function decodeQueryRankingError(
  status: number,
  body: unknown,
): ApiErrorDetails & { readonly conflicts?: { id: string; queries: string[] }[] } {
  if (status !== 409) return { status, details: body };
  const list = Array.isArray(body) ? body : (asObject(body)?.conflicts ?? []);
  const conflicts = (Array.isArray(list) ? list : [])
    .map(asObject)
    .filter((item): item is Json => item !== undefined && typeof item.id === 'string')
    .map((item) => ({
      id: item.id as string,
      queries: Array.isArray(item.queries)
        ? item.queries.filter((query): query is string => typeof query === 'string')
        : [],
    }));
  return { status, conflicts };
}

/** Related prompts (spec 2 §8): status and message from the `error` field. */
export function decodeRelatedPromptsError(status: number, body: unknown): ApiErrorDetails {
  const error = asObject(body)?.error;
  const message = asString(error) ?? asString(asObject(error)?.message);
  return { status, ...(message !== undefined ? { message } : {}) };
}

/**
 * Users (spec 2 §8): a status; when the body has an errors list, also title, message (from
 * `detail`) and the list.
 */
export function decodeUsersError(status: number, body: unknown): ApiErrorDetails {
  const object = asObject(body);
  if (!object || !Array.isArray(object.errors)) return { status };
  return {
    status,
    ...(asString(object.title) !== undefined ? { title: asString(object.title) } : {}),
    ...(asString(object.detail) !== undefined ? { message: asString(object.detail) } : {}),
    errors: object.errors,
  };
}
