/** Anything JSON-like that {@link stripEmpty} walks. */
export type Stripped<T> = T extends (infer U)[]
  ? Stripped<U>[]
  : T extends object
    ? { [K in keyof T]?: Stripped<T[K]> }
    : T;

/**
 * Removes empty strings and undefined values from config data before saving (spec 2 §5), at
 * every depth of objects and arrays; other values (0, false, null) are kept.
 *
 * @example stripEmpty({ a: '', b: 0, c: { d: undefined, e: 'x' } }) // { b: 0, c: { e: 'x' } }
 */
export function stripEmpty<T>(value: T): Stripped<T> {
  if (Array.isArray(value)) {
    return value
      .filter((item) => item !== '' && item !== undefined)
      .map((item) => stripEmpty(item)) as Stripped<T>;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== '' && item !== undefined)
        .map(([key, item]) => [key, stripEmpty(item)]),
    ) as Stripped<T>;
  }
  return value as Stripped<T>;
}
