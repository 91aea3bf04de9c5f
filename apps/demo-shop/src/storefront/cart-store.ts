// Carts and orders live in memory: the demo shop has no database, and a restart empties them.
import { randomUUID } from 'node:crypto';
import type { DemoCatalog } from '../catalog/catalog.ts';
import type { DemoProduct, DemoVariant, Localized } from '../catalog/types.ts';

/** Least recently used carts and oldest orders go first beyond these, so simulated traffic cannot fill memory. */
const MAX_CARTS = 10_000;
const MAX_ORDERS = 10_000;
export const MAX_QUANTITY = 99;

export interface CartLine {
  /** The variant id, or the product id for a product without variants. */
  id: string;
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** A cart line with what the catalogue says about it now (lines of removed products are dropped). */
export interface PricedLine extends CartLine {
  product: DemoProduct;
  variant: DemoVariant | null;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderLine {
  productId: string;
  variantId: string | null;
  name: Localized;
  variantName: Localized | null;
  unitPrice: number;
  quantity: number;
}

export interface Order {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  address: string;
  lines: OrderLine[];
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function createCartStore(catalog: DemoCatalog) {
  const carts = new Map<string, CartLine[]>();
  // Each order remembers the cart (cookie) that placed it: only that cart may read it back.
  const orders = new Map<string, { order: Order; cartId: string }>();

  const touch = (cartId: string, lines: CartLine[]) => {
    carts.delete(cartId);
    carts.set(cartId, lines);
    if (carts.size > MAX_CARTS) carts.delete(carts.keys().next().value ?? '');
  };

  const priced = (cartId: string | undefined): PricedLine[] =>
    (cartId ? (carts.get(cartId) ?? []) : []).flatMap((line) => {
      const product = catalog.product(line.productId);
      const variant = line.variantId
        ? product?.variants.find((candidate) => candidate.id === line.variantId)
        : null;
      if (!product || variant === undefined) return [];
      const unitPrice = variant ? (variant.salePrice ?? variant.price) : (product.salePrice ?? product.price);
      return [{ ...line, product, variant, unitPrice, lineTotal: cents(unitPrice * line.quantity) }];
    });

  return {
    newCartId: () => randomUUID(),
    lines: priced,
    count: (cartId: string | undefined) => priced(cartId).reduce((sum, line) => sum + line.quantity, 0),
    add(cartId: string, line: Omit<CartLine, 'id'>) {
      const lines = carts.get(cartId) ?? [];
      const id = line.variantId ?? line.productId;
      const existing = lines.find((candidate) => candidate.id === id);
      if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + line.quantity);
      else lines.push({ ...line, id });
      touch(cartId, lines);
    },
    /** Sets a line's quantity; 0 removes it. Returns false when the cart has no such line. */
    setQuantity(cartId: string, lineId: string, quantity: number): boolean {
      const lines = carts.get(cartId) ?? [];
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line) return false;
      if (quantity === 0) lines.splice(lines.indexOf(line), 1);
      else line.quantity = quantity;
      touch(cartId, lines);
      return true;
    },
    /** Turns the cart into an order and empties it; undefined when the cart is empty. */
    checkout(
      cartId: string | undefined,
      customer: Pick<Order, 'name' | 'email' | 'address'>,
    ): Order | undefined {
      const lines = priced(cartId);
      if (!cartId || lines.length === 0) return undefined;
      const order: Order = {
        id: `DS-${randomUUID().slice(0, 8).toUpperCase()}`,
        createdAt: new Date().toISOString(),
        ...customer,
        lines: lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          name: line.product.name,
          variantName: line.variant?.name ?? null,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        })),
        total: cents(lines.reduce((sum, line) => sum + line.lineTotal, 0)),
      };
      orders.set(order.id, { order, cartId });
      if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value ?? '');
      carts.delete(cartId);
      return order;
    },
    /** The order, when `cartId` is the cart that placed it; undefined for anyone else. */
    order(id: string, cartId: string | undefined): Order | undefined {
      const placed = orders.get(id);
      return placed && cartId !== undefined && placed.cartId === cartId ? placed.order : undefined;
    },
  };
}
