// Custom shops without a module publish a product feed; each sync downloads it whole (protocol §2),
// so feeds only do full syncs and removal is "missing from the feed", never a deleted-ids call.
import type { FeedFormat } from '@playboard/domain';
import type { ShopConnector, ShopInfo } from '../sync/index.ts';
import { connectorError } from './connector-errors.ts';
import { parseFeed, type ParsedFeed } from './feed-parsers.ts';
import type { OutboundPolicy } from './outbound-policy.ts';
import { shopRequest } from './shop-http.ts';
import { parseShopUrl } from './shop-url.ts';

/** Feeds larger than this are refused (mot-14) rather than filling the server's memory. */
export const FEED_MAX_BYTES = 200 * 1024 * 1024;
/** A large feed may take minutes to arrive once the server has started answering. */
const FEED_BODY_TIMEOUT_MS = 5 * 60 * 1000;

export interface FeedConnectorOptions {
  feedUrl: string;
  format: FeedFormat;
  /** The language of unlabelled texts (CSV `name`, Google XML `title`). */
  defaultLanguage: string;
  timeoutMs: number;
  maxBytes?: number;
  /** Where the feed may be (default: public addresses only). */
  policy?: OutboundPolicy;
}

async function download(options: FeedConnectorOptions): Promise<ParsedFeed> {
  const url = parseShopUrl(options.feedUrl);
  const response = await shopRequest(url, {
    policy: options.policy,
    timeoutMs: options.timeoutMs,
    bodyTimeoutMs: Math.max(options.timeoutMs, FEED_BODY_TIMEOUT_MS),
    maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
  });
  const { status } = response;
  if (status >= 500) throw connectorError('cat-03', `${url.href} answered ${status}`);
  if (status === 401 || status === 403) throw connectorError('mot-11', `${url.href} answered ${status}`);
  if (status === 404) throw connectorError('mot-14', `no feed at ${url.href}`);
  if (status < 200 || status >= 300) throw connectorError('mot-12', `${url.href} answered ${status}`);
  return parseFeed(options.format, response.body.toString('utf8'), options.defaultLanguage);
}

/** A feed's pages are slices of the one parsed list; the cursor is the index of the next product. */
export function feedConnector(options: FeedConnectorOptions): ShopConnector {
  let feed: Promise<ParsedFeed> | undefined;
  // One download per connector: a sync pages through the list it parsed first.
  const loaded = () => {
    feed ??= download(options).catch((error: unknown) => {
      feed = undefined;
      throw error;
    });
    return feed;
  };

  return {
    async check(): Promise<ShopInfo> {
      const parsed = await loaded();
      return {
        platform: 'CUSTOM',
        shopName: parsed.title ?? new URL(options.feedUrl).hostname,
        moduleVersion: null,
        languages: parsed.languages,
        currency: parsed.currency,
      };
    },

    async products({ cursor, pageSize }) {
      const { products } = await loaded();
      const start = cursor === null ? 0 : Number.parseInt(cursor, 10);
      if (!Number.isSafeInteger(start) || start < 0) {
        throw connectorError('mot-14', `"${cursor}" is not a cursor of this feed`);
      }
      const end = Math.min(start + pageSize, products.length);
      return {
        products: products.slice(start, end),
        nextCursor: end < products.length ? String(end) : null,
        total: products.length,
      };
    },

    async deletedIds() {
      return [];
    },
  };
}
