// What the sync pulls a catalogue from: the connectors module implements it for each kind of
// source (modules, feeds, Shopify) and app.ts hands the sync its `connectorFor`.
import type { Platform } from '@playboard/domain';

/** What a shop told us about itself when checked (connector protocol `status`, docs/connectors.md). */
export interface ShopInfo {
  platform: Platform;
  shopName: string;
  /** The connector module's version; null for feeds and push. */
  moduleVersion: string | null;
  /** Catalogue languages, the default first. */
  languages: string[];
  currency: string | null;
  /** The shop's country (ISO 3166-1 alpha-2) when it says, which a new site's time zone follows. */
  country?: string | null;
  /** The shop's own IANA time zone when its platform says (Shopify does), before any other guess. */
  timeZone?: string | null;
}

/** One page of products as the source sent them: not validated yet (the sync validates each). */
export interface ProductPage {
  products: unknown[];
  /** Opaque cursor of the next page; null after the last page. */
  nextCursor: string | null;
  /** Products the whole pull will return, when the source knows. */
  total: number | null;
}

/**
 * A source of one site's catalogue. Every method throws a DomainError with the spec code of the
 * failure (mot-9 … mot-16, cat-01 … cat-03) so the console can show its text.
 */
export interface ShopConnector {
  check(): Promise<ShopInfo>;
  /** Pages in a stable order; `cursor` resumes a pull where a previous page ended. */
  products(options: {
    cursor: string | null;
    updatedSince: Date | null;
    pageSize: number;
  }): Promise<ProductPage>;
  /** Ids deleted in the shop since the instant; empty when the source cannot tell (feeds: full syncs remove). */
  deletedIds(since: Date): Promise<string[]>;
}
