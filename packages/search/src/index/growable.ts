type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

interface TypedArrayConstructor<T extends TypedArray> {
  new (length: number): T;
}

/** Returns `array` when it can hold `length` items, else a copy at least twice as large. */
export function ensureCapacity<T extends TypedArray>(
  array: T,
  length: number,
  create: TypedArrayConstructor<T>,
  fill?: number,
): T {
  if (array.length >= length) return array;
  const grown = new create(Math.max(length, array.length * 2, 8));
  grown.set(array);
  if (fill !== undefined) grown.fill(fill, array.length);
  return grown;
}
