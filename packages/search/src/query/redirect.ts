import type { CompiledConfig } from './config.ts';

/** The redirection configured for the normalized query, if any. */
export function redirectionFor(
  config: CompiledConfig,
  normalizedQuery: string,
): { readonly id: string; readonly url: string } | undefined {
  return normalizedQuery === '' ? undefined : config.redirections.get(normalizedQuery);
}
