/** What the console does with a code, besides showing its message (spec 1 §8). */
export interface ErrorCatalogueEntry {
  /** i18n key of the message in the `domain` namespace. */
  readonly messageKey: string;
  /** What the code means, in the spec's words. */
  readonly meaning: string;
  /** The alert offers to resend the validation email. */
  readonly offersResend?: boolean;
  /** The alert offers a "Try again" action. */
  readonly offersRetry?: boolean;
  /** HTTP status the server answers with when it raises this code. */
  readonly status: number;
}

function entry(
  code: string,
  meaning: string,
  status: number,
  behaviour: { offersResend?: boolean; offersRetry?: boolean } = {},
): ErrorCatalogueEntry {
  return { messageKey: `errors.${code}`, meaning, status, ...behaviour };
}

/**
 * Every error code of spec 1 §8 and spec 2 §8, plus the `global-*` codes the server's error handler
 * emits for plain HTTP failures. Statuses are not in the specs: they are chosen in docs/spec-coverage.md.
 */
export const errorCatalogue = {
  'sec-3': entry('sec-3', 'Validation email or link expired', 410),
  'sec-4': entry('sec-4', 'Reset link already used; request a new one', 410),
  'sec-9': entry('sec-9', 'Email could not be validated', 400),
  'sec-12': entry('sec-12', 'Email already used', 409),
  'sec-13': entry('sec-13', 'Validation email or link expired', 410),
  'sec-23': entry('sec-23', 'The email or password is incorrect', 401),
  'sec-24': entry('sec-24', 'Invalid email; offers resend of the validation email', 400, {
    offersResend: true,
  }),
  'global-400': entry('global-400', 'Bad request (login context: email not found)', 400),
  'global-401': entry('global-401', 'Unauthenticated (login context: email not found)', 401),
  'global-403': entry('global-403', 'Forbidden', 403),
  'global-404': entry('global-404', 'Not found (login context: email not found)', 404),
  'global-405': entry('global-405', 'Method not allowed', 405),
  'global-408': entry('global-408', 'Request timeout', 408),
  'global-409': entry('global-409', 'Conflict (login context: email not found)', 409),
  'global-413': entry('global-413', 'Payload too large', 413),
  'global-415': entry('global-415', 'Unsupported media type', 415),
  'global-429': entry('global-429', 'Too many requests', 429),
  'global-431': entry('global-431', 'Request header fields too large', 431),
  'global-500': entry('global-500', 'Internal error (email could not be validated; layer save failed)', 500),
  'global-503': entry('global-503', 'Service unavailable (email could not be validated)', 503),
  'acc-1': entry('acc-1', 'Email already registered', 409),
  'acc-3': entry('acc-3', 'Invalid email', 400),
  'acc-10': entry('acc-10', 'Invitation already sent', 409),
  'acc-11': entry('acc-11', 'Invitation not found', 404),
  'acc-13': entry('acc-13', 'Invitation expired', 410),
  'acc-25': entry('acc-25', 'User already a member', 409),
  'team-1': entry('team-1', 'The last owner of an organisation can neither leave nor be removed', 409),
  'team-2': entry('team-2', 'Only an owner invites or removes owners', 403),
  'team-3': entry('team-3', 'The invitation was sent to another e-mail than the signed-in one', 403),
  'pwd-1': entry('pwd-1', 'The current password is incorrect (password change)', 400),
  'mot-9': entry('mot-9', 'Module/plugin not installed or enabled', 422),
  'mot-10': entry('mot-10', 'Module/plugin not installed or enabled', 422),
  'mot-11': entry('mot-11', 'Security key not working or connection failing', 422),
  'mot-12': entry('mot-12', 'Cannot connect; check URL and module', 422),
  'mot-13': entry('mot-13', 'URL invalid', 400),
  'mot-14': entry('mot-14', 'Not a valid site / wrong page for this operation', 422),
  'mot-16': entry('mot-16', 'Plugin version out of date', 422),
  'mot-17': entry('mot-17', 'Site URL already registered in the organization', 409),
  'cat-01': entry('cat-01', 'Site cannot be reached', 502, { offersRetry: true }),
  'cat-02': entry('cat-02', 'Connection timed out', 504, { offersRetry: true }),
  'cat-03': entry('cat-03', 'Internal server error', 502, { offersRetry: true }),
  'bil-cb-2': entry('bil-cb-2', 'Invalid ZIP/postal code format', 400),
  'bil-cb-3': entry('bil-cb-3', 'Invalid VAT/tax ID format', 400),
  'bil-1': entry('bil-1', 'The card was declined', 402),
  'bil-2': entry('bil-2', 'Billing goes through Shopify (external billing)', 409),
  'bil-3': entry('bil-3', 'Payment details are needed first', 409),
  'bil-4': entry('bil-4', 'The subscription is not in a state that allows this', 409),
  'bil-5': entry('bil-5', 'There is no plan change to approve', 409),
  'bil-6': entry('bil-6', 'This plan is agreed with sales, not chosen here', 422),
  'bil-7': entry('bil-7', 'The payment provider (Stripe) refused the request or could not be reached', 502),
  'syn-1': entry('syn-1', 'Synonyms could not be deleted', 409),
  'search-extensions-7': entry('search-extensions-7', 'Redirection term already exists', 409),
  'syn-2': entry('syn-2', 'Synonym group already exists', 409),
  'banner-1': entry('banner-1', 'Banner already exists', 409),
  'next-queries-1': entry('next-queries-1', 'This query already has its next queries', 409),
  'related-tags-1': entry('related-tags-1', 'This query already has its related tags', 409),
  'history-1': entry(
    'history-1',
    'Revision is not the latest change of its entity; reverting overwrites later changes',
    409,
  ),
} as const satisfies Record<string, ErrorCatalogueEntry>;

/** A code of {@link errorCatalogue}. */
export type ErrorCode = keyof typeof errorCatalogue;

/** Narrows a string to a catalogued {@link ErrorCode}. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

/** The browser's message for a request that never reached the server. */
export const FAILED_TO_FETCH = 'Failed to fetch';

function field(input: unknown, name: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;
}

/**
 * The console's error handler (spec 1 §8): the first `errors[].code` known to the catalogue gives its
 * message key; otherwise a message is shown as it is (`Failed to fetch` becomes `errors.network`);
 * otherwise `errors.unknown`. Accepts an `{ errors }` body, an `Error`, or a bare string.
 *
 * @returns an i18n key of the `domain` namespace, or a message to show verbatim.
 */
export function resolveErrorMessageKey(input: unknown): string {
  const errors = field(input, 'errors');
  const list: unknown[] = Array.isArray(errors) ? errors : [];
  const known = list.map((item) => field(item, 'code')).find(isErrorCode);
  if (known) return errorCatalogue[known].messageKey;
  const message = typeof input === 'string' ? input : (field(input, 'message') ?? field(list[0], 'message'));
  if (message === FAILED_TO_FETCH) return 'errors.network';
  if (typeof message === 'string' && message.trim() !== '') return message;
  return 'errors.unknown';
}

/** The catalogue entry of the code {@link resolveErrorMessageKey} picked, for resend / retry actions. */
export function resolveErrorEntry(input: unknown): ErrorCatalogueEntry | undefined {
  const errors = field(input, 'errors');
  const known = (Array.isArray(errors) ? errors : []).map((item) => field(item, 'code')).find(isErrorCode);
  return known ? errorCatalogue[known] : undefined;
}

/** Layer activation save (spec 1 §8): `global-500` reads "The changes couldn't be saved, let's try again". */
export function resolveLayerSaveErrorMessageKey(input: unknown): string {
  return resolveErrorEntry(input) === errorCatalogue['global-500']
    ? 'errors.layerSave'
    : resolveErrorMessageKey(input);
}

/**
 * Business-rule saves (spec 1 §8): 409 means a configuration for all searches exists or listed terms
 * are in use, 404 means the configuration was not found; anything else goes through the handler.
 */
export function resolveRuleErrorMessageKey(status: number, body?: unknown): string {
  if (status === 409) return 'errors.ruleConflict';
  if (status === 404) return 'errors.ruleNotFound';
  return resolveErrorMessageKey(body);
}
