import type { JsonSchema } from '@playboard/domain';

/** One setting of a service's schema: a leaf, where it sits, its title and its default. */
export interface ConfigField {
  /** The JSON pointer of the leaf, as the server's 400 details name it ("/typoTolerance/enabled"). */
  pointer: string;
  path: readonly string[];
  title: string;
  /** The titles of the groups above it, outermost first. */
  groups: readonly string[];
  defaultValue: unknown;
}

/** Every leaf of a schema, objects walked in their order. */
export function configFields(
  schema: JsonSchema,
  path: readonly string[] = [],
  groups: readonly string[] = [],
) {
  const fields: ConfigField[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, child] of Object.entries(properties)) {
    const childPath = [...path, key];
    const title = typeof child.title === 'string' ? child.title : key;
    if (child.type === 'object') fields.push(...configFields(child, childPath, [...groups, title]));
    else
      fields.push({
        pointer: toPointer(childPath),
        path: childPath,
        title,
        groups,
        defaultValue: child.default,
      });
  }
  return fields;
}

export const toPointer = (path: readonly (string | number)[]) =>
  path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueAt(data: unknown, path: readonly string[]): unknown {
  let current = data;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

export function hasValueAt(data: unknown, path: readonly string[]): boolean {
  return valueAt(data, path) !== undefined;
}

/** The data that sets exactly `values` for the `set` fields. */
export function dataOf(fields: readonly ConfigField[], set: ReadonlySet<string>, values: unknown) {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (!set.has(field.pointer)) continue;
    let target = data;
    for (const key of field.path.slice(0, -1)) {
      if (!isObject(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[field.path.at(-1) as string] = valueAt(values, field.path);
  }
  return data;
}

/** What each field is: the data's value when it sets one, else the default; objects nested. */
export function effectiveValues(fields: readonly ConfigField[], data: unknown) {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    let target = values;
    for (const key of field.path.slice(0, -1)) {
      if (!isObject(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const own = valueAt(data, field.path);
    target[field.path.at(-1) as string] = own === undefined ? field.defaultValue : own;
  }
  return values;
}

/** A changed field of a save or of a history entry: its value and whether the instance sets it. */
export interface FieldChange {
  field: ConfigField;
  before: unknown;
  after: unknown;
  setBefore: boolean;
  setAfter: boolean;
}

/** The fields whose effective value or source differs between two data. */
export function changedFields(
  fields: readonly ConfigField[],
  before: unknown,
  after: unknown,
): FieldChange[] {
  return fields.flatMap((field) => {
    const setBefore = hasValueAt(before, field.path);
    const setAfter = hasValueAt(after, field.path);
    const valueBefore = setBefore ? valueAt(before, field.path) : field.defaultValue;
    const valueAfter = setAfter ? valueAt(after, field.path) : field.defaultValue;
    if (setBefore === setAfter && Object.is(valueBefore, valueAfter)) return [];
    return [{ field, before: valueBefore, after: valueAfter, setBefore, setAfter }];
  });
}
