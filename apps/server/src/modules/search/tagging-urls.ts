/** Context every tagging URL of one storefront call carries (contract §5.1). */
export interface TaggingContext {
  publicUrl: string;
  instance: string;
  query: string;
  lang: string;
  scope?: string | undefined;
  origin?: string | undefined;
  page?: number | undefined;
  /** The part of the query whose partial results these are: analytics counts their clicks apart. */
  partial?: string | undefined;
}

/** `&key=value` for each defined value, encoded as the tracking URLs carry them. */
export function trackingParams(extra: Record<string, string | number | undefined>): string {
  let text = '';
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) text += `&${key}=${encodeURIComponent(value)}`;
  }
  return text;
}

/** The tracking URLs of one storefront answer. */
export interface TaggingUrls {
  /** The URL of `event` with the shared parameters only: more go after it. */
  base(event: string): string;
  url(event: string, extra?: Record<string, string | number | undefined>): string;
  urls<E extends string>(
    events: readonly E[],
    extra: Record<string, string | number | undefined>,
  ): Record<E, string>;
}

/**
 * Builds the absolute tracking URLs of one storefront answer. The storefront calls them as they
 * are, so they carry everything analytics needs: the client adds only follow, location, session
 * and display ids. The shared part is encoded once per answer, since a page has ~100 URLs.
 */
export function taggingUrls(context: TaggingContext): TaggingUrls {
  const prefix = `${context.publicUrl}/tagging/v1/track/${encodeURIComponent(context.instance)}/`;
  const shared = `?${new URLSearchParams({
    q: context.query,
    lang: context.lang,
    ...(context.scope ? { scope: context.scope } : {}),
    ...(context.origin ? { origin: context.origin } : {}),
    ...(context.page !== undefined ? { page: String(context.page) } : {}),
    ...(context.partial ? { partial: context.partial } : {}),
  })}`;
  return {
    base: (event) => prefix + event + shared,
    url: (event, extra = {}) => prefix + event + shared + trackingParams(extra),
    urls: (events, extra) => {
      const tail = shared + trackingParams(extra);
      return Object.fromEntries(events.map((event) => [event, prefix + event + tail])) as Record<
        (typeof events)[number],
        string
      >;
    },
  };
}

/** One tracking URL (see {@link taggingUrls}). */
export function taggingUrl(
  context: TaggingContext,
  event: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  return taggingUrls(context).url(event, extra);
}
