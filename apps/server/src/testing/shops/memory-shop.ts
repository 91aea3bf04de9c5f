// A shop in memory behind the ShopConnector interface, for the sync's tests: products in id
// order, a cursor that is the last id of the page, deletions with their time, and failures to
// throw on the next calls.
import { DomainError, type Platform } from '@playboard/domain';
import type { ProductPage, ShopConnector, ShopInfo } from '../../modules/sync/shop-connector.ts';

interface Stored {
  product: Record<string, unknown> & { id: string };
  updatedAt: Date;
}

export class MemoryShop {
  readonly #products = new Map<string, Stored>();
  readonly #deleted = new Map<string, Date>();
  readonly #failures: Error[] = [];
  readonly #holds = new Map<number, Promise<void>>();
  readonly #clock: () => Date;
  /** Every products() call as the sync made it. */
  readonly pulls: { cursor: string | null; updatedSince: Date | null; pageSize: number }[] = [];

  constructor(clock: () => Date = () => new Date()) {
    this.#clock = clock;
  }

  /** Adds or replaces products (anything: invalid ones too, as a real shop might send them). */
  put(...products: (Record<string, unknown> & { id: string })[]): void {
    for (const product of products) {
      this.#products.set(product.id, { product, updatedAt: this.#clock() });
      this.#deleted.delete(product.id);
    }
  }

  remove(id: string): void {
    if (this.#products.delete(id)) this.#deleted.set(id, this.#clock());
  }

  /** The next calls throw these, in order. */
  failNext(...errors: Error[]): void {
    this.#failures.push(...errors);
  }

  /** The `nth` products() call from now (1 = the next) waits until the returned function is called. */
  holdPull(nth: number): () => void {
    let release = () => {};
    this.#holds.set(
      this.pulls.length + nth,
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    return release;
  }

  ids(): string[] {
    return [...this.#products.keys()].sort();
  }

  #maybeFail(): void {
    const failure = this.#failures.shift();
    if (failure) throw failure;
  }

  connector(): ShopConnector {
    return {
      check: async (): Promise<ShopInfo> => {
        this.#maybeFail();
        return {
          platform: 'PRESTASHOP' satisfies Platform,
          shopName: 'Memory shop',
          moduleVersion: '2.26.0',
          languages: ['en'],
          currency: 'EUR',
        };
      },
      products: async ({ cursor, updatedSince, pageSize }): Promise<ProductPage> => {
        this.pulls.push({ cursor, updatedSince, pageSize });
        this.#maybeFail();
        await this.#holds.get(this.pulls.length);
        const matching = [...this.#products.values()]
          .filter((stored) => !updatedSince || stored.updatedAt >= updatedSince)
          .sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
        const rest = cursor === null ? matching : matching.filter((stored) => stored.product.id > cursor);
        const page = rest.slice(0, pageSize);
        return {
          products: page.map((stored) => structuredClone(stored.product)),
          nextCursor: rest.length > pageSize ? page[page.length - 1]!.product.id : null,
          total: matching.length,
        };
      },
      deletedIds: async (since) => {
        this.#maybeFail();
        return [...this.#deleted].filter(([, at]) => at >= since).map(([id]) => id);
      },
    };
  }
}

/** A valid protocol product. */
export function shopProduct(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    sku: `SKU-${id}`,
    name: { en: `Product ${id}`, es: `Producto ${id}` },
    brand: 'Acme',
    categories: { en: [['Clothing', 'Jeans']] },
    price: 20,
    url: `https://shop.example/p/${id}`,
    ...overrides,
  };
}

export function unreachable(): DomainError {
  return new DomainError('cat-01', 'The shop cannot be reached', { status: 502 });
}
