import type { VisualCustomisation } from '@playboard/domain';
import { useId, useState } from 'react';
import type { LayerConfig } from '@playboard/domain';
import type { Messages } from '../messages.ts';
import type { Product, ProductVariant } from '../search-api.ts';

type Label = VisualCustomisation['productCard']['labels'][number];

export interface ProductCardProps {
  product: Product;
  customisation: VisualCustomisation;
  capabilities: LayerConfig['capabilities'];
  messages: Messages;
  formatPrice: (value: number) => string;
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product, choice: { variantId?: string; quantity: number }) => void;
}

function discountPercent(product: Product): number | undefined {
  const previous = product.__prices.previous?.value;
  const current = product.__prices.current.value;
  if (!previous || previous <= current) return undefined;
  return Math.round((1 - current / previous) * 100);
}

/** Products published this recently are "new" (the engine's `isNew` rule: 30 days). */
export const NEW_PRODUCT_DAYS = 30;

function isNew(product: Product): boolean {
  const published = product.createdAt ? Date.parse(product.createdAt) : Number.NaN;
  return !Number.isNaN(published) && Date.now() - published <= NEW_PRODUCT_DAYS * 24 * 60 * 60 * 1000;
}

function isOutOfStock(product: Product): boolean {
  return product.availableForOrder === false || product.stock === 0;
}

// Labels read the result's fields; shops feeding their own catalogue fields (`onlineOnly`, `pack`,
// `backorder`) as booleans get those labels too.
function hasLabel(product: Product, label: Label): boolean {
  switch (label) {
    case 'outOfStock':
      return isOutOfStock(product);
    case 'inStock':
      return product.availableForOrder !== undefined && !isOutOfStock(product);
    case 'onSale':
    case 'discount':
      return discountPercent(product) !== undefined;
    case 'new':
      return isNew(product);
    case 'backorder':
    case 'onlineOnly':
    case 'pack':
      return product[label] === true;
  }
}

function labelText(product: Product, label: Label, messages: Messages): string {
  return label === 'discount'
    ? messages.labels.discount(discountPercent(product) ?? 0)
    : messages.labels[label];
}

function variantName(variant: ProductVariant): string {
  const values = Object.values(variant.attributes ?? {}).flat();
  return values.length > 0 ? values.join(' / ') : variant.id;
}

/** "size: S, M · colour: red, blue": the attribute values the product's variants come in. */
function variantSummary(variants: readonly ProductVariant[]): string {
  const byName = new Map<string, Set<string>>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.attributes ?? {})) {
      const values = byName.get(name) ?? new Set<string>();
      for (const item of [value].flat()) values.add(item);
      byName.set(name, values);
    }
  }
  return [...byName].map(([name, values]) => `${name}: ${[...values].join(', ')}`).join(' · ');
}

function extraValue(product: Product, field: string | undefined): string | undefined {
  if (!field) return undefined;
  const value = product[field] ?? product.attributes?.[field];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return undefined;
}

export function ProductCard({
  product,
  customisation,
  capabilities,
  messages,
  formatPrice,
  onOpen,
  onAddToCart,
}: ProductCardProps) {
  const card = customisation.productCard;
  const variants = product.variants ?? [];
  const inStockVariants = variants.filter((variant) => variant.stock === undefined || variant.stock > 0);
  const [variantId, setVariantId] = useState(inStockVariants[0]?.id ?? variants[0]?.id);
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.min(99, Math.max(1, Math.trunc(Number(quantityText)) || 1));
  const ids = useId();
  const labels = card.labels.filter((label) => hasLabel(product, label));
  const previous = product.__prices.previous?.value;
  const alternative = product.__prices.alternative?.value;
  const showVariantSelector = capabilities.variantSelector && card.variantSelector && variants.length > 1;
  const showTax = capabilities.taxAlternativePrice && card.taxAlternativePrice && alternative !== undefined;
  const extra = extraValue(product, card.extraField);
  const orderable = !isOutOfStock(product);
  const previousPrice = previous !== undefined && <s className="previous">{formatPrice(previous)}</s>;

  return (
    <article className="card" aria-labelledby={`${ids}-title`}>
      <a href={product.__url} onClick={() => onOpen(product)} tabIndex={-1} aria-hidden="true">
        <img className="card-image" src={product.__images[0] ?? ''} alt="" loading="lazy" />
      </a>
      {labels.length > 0 && (
        <div className="labels">
          {labels.map((label) => (
            <span key={label} className="label" data-label={label}>
              {labelText(product, label, messages)}
            </span>
          ))}
        </div>
      )}
      <h3 className="title" id={`${ids}-title`}>
        <a href={product.__url} onClick={() => onOpen(product)}>
          {product.__name}
        </a>
      </h3>
      {extra && <p className="extra">{extra}</p>}
      <p className="prices">
        {card.discountPosition === 'before' && previousPrice}
        <span className="price">{formatPrice(product.__prices.current.value)}</span>
        {card.discountPosition === 'after' && previousPrice}
      </p>
      {showTax && (
        <p className="tax">
          {formatPrice(alternative)} {messages.taxAlternative}
        </p>
      )}
      {card.variantAttributes && variants.length > 0 && (
        <p className="variants">{variantSummary(variants)}</p>
      )}
      {card.addToCart && (
        <div className="cart-row">
          {showVariantSelector && (
            <select
              aria-label={`${messages.variant}, ${product.__name}`}
              value={variantId}
              onChange={(event) => setVariantId(event.target.value)}
            >
              {variants.map((variant) => (
                <option key={variant.id} value={variant.id} disabled={variant.stock === 0}>
                  {variantName(variant)}
                </option>
              ))}
            </select>
          )}
          {card.quantitySelector && (
            <input
              type="number"
              min={1}
              max={99}
              aria-label={`${messages.quantity}, ${product.__name}`}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
            />
          )}
          <button
            type="button"
            className="primary"
            disabled={!orderable}
            aria-label={`${messages.addToCart}: ${product.__name}`}
            onClick={() => onAddToCart(product, { ...(variantId ? { variantId } : {}), quantity })}
          >
            {messages.addToCart}
          </button>
        </div>
      )}
    </article>
  );
}
