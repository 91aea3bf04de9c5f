/** Context every tagging URL of one storefront call carries (contract §5.1). */
export interface TaggingContext {
  publicUrl: string;
  instance: string;
  query: string;
  lang: string;
  scope?: string | undefined;
  origin?: string | undefined;
  page?: number | undefined;
}

/**
 * Builds the absolute tracking URL of an event. The storefront calls it as it is, so it must carry
 * everything analytics needs: the client adds only follow, location, session and display ids.
 */
export function taggingUrl(
  context: TaggingContext,
  event: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams({ q: context.query, lang: context.lang });
  if (context.scope) params.set('scope', context.scope);
  if (context.origin) params.set('origin', context.origin);
  if (context.page !== undefined) params.set('page', String(context.page));
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  return `${context.publicUrl}/tagging/v1/track/${encodeURIComponent(context.instance)}/${event}?${params}`;
}
