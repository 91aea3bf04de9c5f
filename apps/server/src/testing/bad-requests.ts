// Generators of bad requests for one operation of the OpenAPI document: a request that is valid as
// far as the document can say (real path ids, values drawn from each schema) with exactly one thing
// made wrong, plus noise (unknown query parameters, control characters) that must not change the
// answer. A request the server can only refuse lets the fuzz test assert 4xx and "changed nothing".
import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter, ScopeValues } from './security.ts';
import { scopedPath, scopeValue, type ScopeValues as Values } from './security.ts';

export interface BadRequest {
  /** Which input was made wrong and how, for the failure message. */
  violation: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  [fc.toStringMethod]: () => string;
}

type QueryPair = [name: string, value: string, encoding: 'encode' | 'raw'];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Location = (string | number)[];

interface Draft {
  path: Record<string, string>;
  /** Values already percent-encoded by the violation that wrote them (bad encodings stay bad). */
  rawPath: Record<string, string>;
  query: QueryPair[];
  headers: Record<string, string>;
  body: Json | undefined;
  payload?: string;
  contentType?: string;
}

/**
 * Characters that ride along with a NUL: C0 controls and DEL, which PostgreSQL stores (noise that
 * must never turn into a 500), and in a body an unpaired surrogate, which it cannot store either.
 * A NUL it cannot store, so a string carrying one is bad input that must be refused.
 */
const controls = ['\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f'];
const controlNoise = fc.string({ unit: fc.constantFrom(...controls, '\ud800'), maxLength: 3 });
/** A URL cannot carry a lone surrogate (it has no UTF-8 form): its nearest, `%ED%A0%80`, is a bad encoding. */
const urlControlNoise = fc.string({ unit: fc.constantFrom(...controls), maxLength: 3 });

/** Malformed percent-encodings: a lone `%`, non-hex digits, invalid UTF-8, an encoded surrogate. */
const badEncoding = fc.constantFrom('%', '%zz', '%C3%28', '%FF', '%ED%A0%80', 'a%E0%A4%A');

/** The longest string a client can put in a URL: Node refuses request heads over 16 KB. */
const hugeInUrl = 16_000;
/** A 1 MB value (the size the review stored in an unbounded field), within the body limit (1 MB + 64 KB). */
const hugeInBody = 1_000_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function typesOf(schema: JsonSchema): Set<string> {
  const members = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const own = schema.type === undefined ? [] : [schema.type].flat();
  const types = new Set([...own, ...members.flatMap((member) => [...typesOf(member)])]);
  if (schema.nullable) types.add('null');
  if (schema.enum) for (const value of schema.enum) types.add(value === null ? 'null' : typeof value);
  return types;
}

/** A value the schema accepts, with the usual meaning of field names where refinements hide. */
function stringFor(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc.nat({ max: 1_000_000 }).map((n) => `fuzz.${n}@example.com`);
  }
  if (schema.format === 'date-time') return fc.constant(new Date('2026-11-20T10:00:00Z').toISOString());
  if (schema.format === 'uri' || /ur[il]$/i.test(name)) {
    return fc.constantFrom('https://shop.example.com/', 'https://shop.example.com/catalogue/page');
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .oneof(fc.stringMatching(pattern), fc.constantFrom('/', '/search', '1.0.0', '#336699'))
      .filter((text) => pattern.test(text) && fits(text));
  }
  // Passwords, names and labels: a strong password passes every free-text rule the schemas have.
  return fc
    .oneof(
      fc.constant('Correct-Horse-7'),
      fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 20) }),
    )
    .filter(fits);
}

export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<Json> {
  if (schema.const !== undefined) return fc.constant(schema.const as Json);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Json[]));
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return fc.oneof(...members.map((member) => validValue(member, name)));
  const type = [schema.type].flat().find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      return stringFor(name, schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 });
    case 'number':
      return fc.integer({ min: Math.ceil(schema.minimum ?? 0), max: Math.floor(schema.maximum ?? 100) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(properties.map(([key, value]) => [key, validValue(value, key)])), {
        requiredKeys: schema.required ?? [],
      }) as fc.Arbitrary<Record<string, Json>>;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** A string the schema refuses (or none when it takes any string). */
function invalidString(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const refusals: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid') {
    refusals.push(
      fc.constantFrom('not-a-uuid', '1', '00000000-0000-0000-0000-00000000000g', "' or 1=1 --"),
      fc.uuid().map((uuid) => uuid.slice(0, -1)),
      fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !uuidPattern.test(text)),
    );
  } else if (schema.enum) {
    const allowed = new Set(schema.enum);
    refusals.push(fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !allowed.has(text)));
  } else if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    refusals.push(fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !pattern.test(text)));
  }
  if (schema.maxLength !== undefined) refusals.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  return refusals.length > 0 ? fc.oneof(...refusals) : undefined;
}

/** A value of a JSON type the schema does not take. */
function wrongType(schema: JsonSchema): fc.Arbitrary<Json> | undefined {
  const types = typesOf(schema);
  if (types.size === 0) return undefined;
  const candidates: [string, Json][] = [
    ['string', 'wrong'],
    ['number', 123_456.5],
    ['boolean', true],
    ['null', null],
    ['array', ['wrong']],
    ['object', { wrong: true }],
  ];
  // 123456.5 is wrong for an integer too, so `number` is only skipped where the schema takes it.
  const wrong = candidates.filter(([type]) => !types.has(type));
  return wrong.length > 0 ? fc.constantFrom(...wrong.map(([, value]) => value)) : undefined;
}

interface Slot {
  location: Location;
  schema: JsonSchema;
  /** The key is required by the object holding it. */
  required: boolean;
}

/** Every value of `body` with the schema that describes it (members of a union are not followed). */
function slotsOf(body: Json | undefined, schema: JsonSchema, location: Location = []): Slot[] {
  if (body === null || body === undefined || typeof body !== 'object') return [];
  if (Array.isArray(body)) {
    return body.flatMap((item, index) => {
      const itemSchema = schema.items ?? {};
      return [
        { location: [...location, index], schema: itemSchema, required: false },
        ...slotsOf(item, itemSchema, [...location, index]),
      ];
    });
  }
  return Object.entries(body).flatMap(([key, value]) => {
    const propertySchema = schema.properties?.[key] ?? {};
    return [
      {
        location: [...location, key],
        schema: propertySchema,
        required: schema.required?.includes(key) ?? false,
      },
      ...slotsOf(value, propertySchema, [...location, key]),
    ];
  });
}

function replaced(body: Json, location: Location, value: Json | undefined): Json {
  if (location.length === 0) return value ?? null;
  const [head, ...rest] = location;
  if (Array.isArray(body)) {
    const copy = [...body];
    copy[head as number] = replaced(copy[head as number]!, rest, value);
    return copy;
  }
  const copy = { ...(body as Record<string, Json>) };
  if (rest.length === 0 && value === undefined) delete copy[head as string];
  else copy[head as string] = replaced(copy[head as string]!, rest, value);
  return copy;
}

function valueAt(body: Json, location: Location): Json {
  return location.reduce<Json>((value, key) => (value as Record<string | number, Json>)[key]!, body);
}

function render(operation: Operation, draft: Draft, violation: string): BadRequest {
  const path = operation.path.replaceAll(/\{([^}]+)\}/g, (_match, name: string) =>
    name in draft.rawPath ? draft.rawPath[name]! : encodeURIComponent(draft.path[name] ?? ''),
  );
  const query = draft.query
    .map(([key, value, mode]) =>
      mode === 'raw' ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
    )
    .join('&');
  const headers = { ...draft.headers };
  let payload = draft.payload;
  if (payload === undefined && draft.body !== undefined) payload = JSON.stringify(draft.body);
  if (payload !== undefined) headers['content-type'] = draft.contentType ?? 'application/json';
  const url = query ? `${path}?${query}` : path;
  return {
    violation,
    method: operation.method,
    url,
    headers,
    payload,
    // fast-check prints counterexamples with this: the violation and the start of the URL and body.
    [fc.toStringMethod]: () =>
      `${violation}: ${operation.method} ${url.slice(0, 300)}${payload === undefined ? '' : ` ${payload.slice(0, 300)}`}`,
  };
}

/**
 * Parameters the document does not declare. Storefront clients send parameters of their own, so
 * these are noise, never the violation: they must not mask it nor break the route.
 */
const unknownParameter: fc.Arbitrary<QueryPair> = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 10 }), urlControlNoise)
  .map(([name, text, noise]) => [`x-${name}`, text + noise, 'encode'] as QueryPair);

/** A NUL somewhere in `text`, with other control characters after it. */
function withNul(text: string, noise = controlNoise): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: text.length }), noise)
    .map(([at, extra]) => `${text.slice(0, at)}\u0000${extra}${text.slice(at)}`);
}

type Violation = (draft: Draft) => fc.Arbitrary<{ draft: Draft; violation: string } | undefined>;

function violationsOf(operation: Operation): { make: Violation; weight: number }[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const body = operation.body;
  const violations: Violation[] = [];
  const nulInFreeText: Violation[] = [];
  const freeText = (schema: JsonSchema) =>
    typesOf(schema).has('string') && !schema.format && !schema.pattern && !schema.enum;
  const pick = <T>(items: T[]) => fc.constantFrom(...items);

  if (pathParameters.length > 0) {
    violations.push((draft) =>
      pick(pathParameters).chain((parameter) => {
        const invalid = invalidString(parameter.schema);
        // Without a bound of its own, a path parameter is bounded by the router's 100 characters.
        const huge = 'x'.repeat((parameter.schema.maxLength ?? 100) + 1);
        return fc
          .oneof(
            ...(invalid ? [invalid.map((value) => ({ value, how: 'invalid' }))] : []),
            withNul(draft.path[parameter.name]!, urlControlNoise).map((value) => ({ value, how: 'NUL' })),
            fc.constant({ value: huge, how: 'too long' }),
            badEncoding.map((value) => ({ value, how: 'bad percent-encoding', raw: true })),
          )
          .map(({ value, how, raw }: { value: string; how: string; raw?: boolean }) => ({
            draft: raw
              ? { ...draft, rawPath: { ...draft.rawPath, [parameter.name]: value } }
              : { ...draft, path: { ...draft.path, [parameter.name]: value } },
            violation: `path ${parameter.name}: ${how}`,
          }));
      }),
    );
  }

  if (queryParameters.length > 0) {
    violations.push((draft) =>
      pick(queryParameters).chain((parameter) => {
        const others = draft.query.filter(([key]) => key !== parameter.name);
        const current = draft.query.find(([key]) => key === parameter.name)?.[1] ?? 'a';
        const set = (value: string) => [...others, [parameter.name, value, 'encode'] as QueryPair];
        const invalid = invalidString(parameter.schema);
        const takesLists = typesOf(parameter.schema).has('array');
        const options: fc.Arbitrary<{ query: Draft['query']; how: string }>[] = [
          withNul(current, urlControlNoise).map((value) => ({ query: set(value), how: 'NUL' })),
          badEncoding.map((value) => ({
            query: [...others, [parameter.name, value, 'raw'] as QueryPair],
            how: 'bad percent-encoding',
          })),
          fc.constant({
            query: set(
              'x'.repeat(
                parameter.schema.maxLength === undefined ? hugeInUrl : parameter.schema.maxLength + 1,
              ),
            ),
            how: 'too long',
          }),
        ];
        if (invalid) options.push(invalid.map((value) => ({ query: set(value), how: 'invalid' })));
        if (parameter.required) options.push(fc.constant({ query: others, how: 'missing' }));
        if (!takesLists) {
          options.push(
            fc.constant({
              query: [...set(current), [parameter.name, current, 'encode'] as QueryPair],
              how: 'given twice',
            }),
          );
        }
        return fc.oneof(...options).map(({ query, how }) => ({
          draft: { ...draft, query },
          violation: `query ${parameter.name}: ${how}`,
        }));
      }),
    );
  }

  const freeQuery = queryParameters.filter((parameter) => freeText(parameter.schema));
  if (freeQuery.length > 0) {
    nulInFreeText.push((draft) => {
      const names = new Set(freeQuery.map((parameter) => parameter.name));
      const query = [
        ...draft.query.filter(([key]) => !names.has(key)),
        ...freeQuery.map((parameter) => [parameter.name, 'a\u0000b', 'encode'] as QueryPair),
      ];
      return fc.constant({
        draft: { ...draft, query },
        violation: `query ${[...names].join(', ')}: NUL in each`,
      });
    });
  }

  if (body) {
    const asJson = (draft: Draft) => JSON.stringify(draft.body ?? {});
    violations.push((draft) =>
      fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=fuzz',
          'application/octet-stream',
        )
        .map((contentType) => ({
          draft: { ...draft, payload: asJson(draft), contentType },
          violation: `body: sent as ${contentType}`,
        })),
    );
    violations.push((draft) =>
      fc
        .constantFrom(
          (text: string) => text.slice(0, -1),
          (text: string) => `${text}}`,
          () => '{"name": ',
          () => "{'single': 'quotes'}",
          () => '\u0000',
        )
        .map((broken) => ({
          draft: { ...draft, payload: broken(asJson(draft)) },
          violation: 'body: invalid JSON',
        })),
    );
    const rootWrong = wrongType(body.schema);
    if (rootWrong) {
      violations.push((draft) =>
        rootWrong.map((value) => ({
          draft: { ...draft, body: value },
          violation: `body: ${JSON.stringify(value)}`,
        })),
      );
    }
    // The document marks every body required; a nullable schema is the route's own word that none is fine.
    if (body.required && !typesOf(body.schema).has('null')) {
      violations.push((draft) =>
        fc.constant({ draft: { ...draft, body: undefined }, violation: 'body: missing' }),
      );
    }
    const slotViolation =
      (
        how: string,
        applies: (slot: Slot, value: Json) => boolean,
        change: (slot: Slot, value: Json) => fc.Arbitrary<Json | undefined>,
      ): Violation =>
      (draft) => {
        const slots = slotsOf(draft.body, body.schema).filter((slot) =>
          applies(slot, valueAt(draft.body!, slot.location)),
        );
        if (slots.length === 0) return fc.constant(undefined);
        return pick(slots).chain((slot) =>
          change(slot, valueAt(draft.body!, slot.location)).map((value) => ({
            draft: { ...draft, body: replaced(draft.body!, slot.location, value) },
            violation: `body ${slot.location.join('.')}: ${how}`,
          })),
        );
      };
    const typed = (slot: Slot) => typesOf(slot.schema).size > 0;
    violations.push(
      slotViolation(
        'NUL',
        (_slot, value) => typeof value === 'string',
        (_slot, value) => withNul(value as string),
      ),
      slotViolation(
        'too long',
        (slot, value) => typed(slot) && typeof value === 'string',
        (slot) => fc.constant('x'.repeat((slot.schema.maxLength ?? hugeInBody - 1) + 1)),
      ),
      slotViolation(
        'invalid',
        (slot, value) => typeof value === 'string' && invalidString(slot.schema) !== undefined,
        (slot) => invalidString(slot.schema)!,
      ),
      slotViolation(
        'missing',
        (slot) => slot.required,
        () => fc.constant(undefined),
      ),
      slotViolation(
        'wrong type',
        (slot) => wrongType(slot.schema) !== undefined,
        (slot) => wrongType(slot.schema)!,
      ),
    );
    // NUL in every free-text string at once (no format, pattern or enum to refuse it first), so
    // the request gets past validation into the handler and the database, where a NUL used to fail.
    nulInFreeText.push((draft) => {
      const free = slotsOf(draft.body, body.schema).filter(
        (slot) => typeof valueAt(draft.body!, slot.location) === 'string' && freeText(slot.schema),
      );
      if (free.length === 0) return fc.constant(undefined);
      const poisoned = free.reduce<Json>(
        (value, slot) => replaced(value, slot.location, `${valueAt(value, slot.location) as string}\u0000`),
        draft.body!,
      );
      return fc.constant({
        draft: { ...draft, body: poisoned },
        violation: `body ${free.map((slot) => slot.location.join('.')).join(', ')}: NUL in each`,
      });
    });
  }
  return [
    ...violations.map((make) => ({ make, weight: 1 })),
    // Drawn more often: the bad request most likely to reach the handler and the database.
    ...nulInFreeText.map((make) => ({ make, weight: 2 })),
  ];
}

function baseDraft(operation: Operation, values: ScopeValues): fc.Arbitrary<Draft> {
  const path = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [parameter.name, scopeValue(operation, parameter, values)]),
  );
  const headerValues = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => [parameter.name, scopeValue(operation, parameter, values)]),
  );
  const query = fc
    .tuple(
      ...operation.parameters
        .filter((parameter: Parameter) => parameter.in === 'query')
        .map((parameter) => {
          const value = validValue(parameter.schema, parameter.name).map((item) =>
            [item].flat().map((one) => [parameter.name, String(one), 'encode'] as QueryPair),
          );
          return parameter.required ? value : fc.option(value, { nil: [] });
        }),
    )
    .map((lists) => lists.flat());
  const body = operation.body ? validValue(operation.body.schema) : fc.constant(undefined);
  return fc
    .record({ query, body, noise: fc.array(unknownParameter, { maxLength: 2 }) })
    .map(({ query: known, body: value, noise }) => ({
      path,
      rawPath: {},
      query: [...known, ...noise],
      headers: headerValues,
      body: value,
    }));
}

/** Whether the document gives the operation any input to get wrong. */
export function takesInput(operation: Operation): boolean {
  return operation.parameters.length > 0 || operation.body !== undefined;
}

/** Requests to `operation` that each carry one violation of what the document declares. */
export function badRequests(operation: Operation, values: ScopeValues): fc.Arbitrary<BadRequest> {
  const violations = violationsOf(operation);
  return baseDraft(operation, values)
    .chain((draft) => fc.oneof(...violations.map(({ make, weight }) => ({ arbitrary: make(draft), weight }))))
    .filter((result) => result !== undefined)
    .map((result) => render(operation, result!.draft, result!.violation));
}

/** Requests to an operation that declares no input: only unknown query parameters, as noise. */
export function noisyRequests(operation: Operation, values: ScopeValues): fc.Arbitrary<BadRequest> {
  return baseDraft(operation, values).map((draft) => render(operation, draft, 'unknown parameters only'));
}

/** Parameters that carry an id of the owner's scope, in the path or (as the connection check's) the query. */
export const scopedNames = new Set(['id', 'organizationId', 'siteId', 'engineId', 'instance']);

/**
 * The operation's URL in the merchant's scope: its path at real values, its scope query parameters
 * at real values, and its other required query parameters at a valid value (fixed seed).
 */
export function scopedUrl(operation: Operation, values: Values): string {
  const path = scopedPath(operation, values);
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    if (scopedNames.has(parameter.name)) query.set(parameter.name, scopeValue(operation, parameter, values));
    else if (parameter.required)
      query.set(
        parameter.name,
        String(fc.sample(validValue(parameter.schema, parameter.name), { seed: 20_261_125, numRuns: 1 })[0]),
      );
  }
  return query.size > 0 ? `${path}?${query}` : path;
}
