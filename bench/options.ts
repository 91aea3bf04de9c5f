// A benchmark's numeric options, given as `--name=value` (sizes, rounds, durations, ports). A value
// that is not a number fails at once, instead of running a benchmark of NaN products.
export function option(name: string, fallback: number, min = 0): number {
  const prefix = `--${name}=`;
  const given = process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
  if (given === undefined) return fallback;
  const value = Number(given);
  if (given.trim() === '' || !Number.isFinite(value) || value < min) {
    throw new Error(`--${name}=${given}: expected a number, ${min} or more`);
  }
  return value;
}
