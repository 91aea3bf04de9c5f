import { defaultVisualCustomisation, type VisualCustomisation } from '@playboard/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product } from '../../testing/fixtures.ts';
import { messagesFor, priceFormatter } from '../messages.ts';
import type { Product } from '../search-api.ts';
import { ProductCard } from './product-card.tsx';

type Card = VisualCustomisation['productCard'];

function renderCard(
  item: Product,
  card: Partial<Card> = {},
  capabilities = { taxAlternativePrice: true, variantSelector: true },
) {
  const onAddToCart = vi.fn();
  const customisation = {
    ...defaultVisualCustomisation,
    productCard: { ...defaultVisualCustomisation.productCard, ...card },
  };
  render(
    <ProductCard
      product={item}
      customisation={customisation}
      capabilities={capabilities}
      messages={messagesFor('en')}
      formatPrice={priceFormatter('en', 'EUR')}
      onOpen={vi.fn()}
      onAddToCart={onAddToCart}
    />,
  );
  return { onAddToCart, user: userEvent.setup() };
}

const sale = product('p1', { __prices: { current: { value: 15 }, previous: { value: 20 } } });
const shirt = product('shirt', {
  variants: [
    { id: 'v-s', attributes: { size: 'S' }, stock: 0 },
    { id: 'v-m', attributes: { size: 'M' }, stock: 3 },
    { id: 'v-l', attributes: { size: 'L' }, stock: 1 },
  ],
});

describe('ProductCard', () => {
  it('should show the labels the customisation lists, and only those', () => {
    const recent = { ...sale, createdAt: new Date().toISOString(), availableForOrder: true };
    renderCard(recent, { labels: ['discount', 'new', 'inStock'] });

    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText('On sale')).not.toBeInTheDocument();
  });

  it('should mark an out-of-stock product and refuse to add it to the cart', () => {
    renderCard(product('gone', { availableForOrder: false }), { labels: ['outOfStock'] });

    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Product gone' })).toBeDisabled();
  });

  it('should put the price before the sale before or after the current price', () => {
    renderCard(sale, { discountPosition: 'after' });
    const prices = screen.getByText('€15.00').parentElement!;
    expect(prices.textContent).toBe('€15.00€20.00');
  });

  it('should show the extra field the merchant names, from the product or its attributes', () => {
    renderCard(product('p2', { attributes: { material: 'cotton' } }), { extraField: 'material' });

    expect(screen.getByText('cotton')).toBeInTheDocument();
  });

  it('should hide the add-to-cart button when the customisation turns it off', () => {
    renderCard(sale, { addToCart: false });

    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it('should add the chosen variant and quantity when both selectors are on and the platform offers variants', async () => {
    const { user, onAddToCart } = renderCard(shirt, {
      variantSelector: true,
      quantitySelector: true,
      variantAttributes: true,
    });

    expect(screen.getByText('size: S, M, L')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variant, Product shirt' }), 'L');
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantity, Product shirt' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity, Product shirt' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Product shirt' }));

    expect(onAddToCart).toHaveBeenCalledWith(shirt, { variantId: 'v-l', quantity: 3 });
  });

  it('should not offer the variant selector without the platform capability, adding the first variant in stock', async () => {
    const { user, onAddToCart } = renderCard(
      shirt,
      { variantSelector: true },
      { taxAlternativePrice: true, variantSelector: false },
    );

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Product shirt' }));
    expect(onAddToCart).toHaveBeenCalledWith(shirt, { variantId: 'v-m', quantity: 1 });
  });

  it('should show the tax alternative price only with the capability and the option on', () => {
    const taxed = product('p3', { __prices: { current: { value: 12.1 }, alternative: { value: 10 } } });
    renderCard(taxed, { taxAlternativePrice: true });
    expect(screen.getByText('€10.00 excl. tax')).toBeInTheDocument();
  });

  it('should not show the tax alternative price when the platform has no such capability', () => {
    const taxed = product('p3', { __prices: { current: { value: 12.1 }, alternative: { value: 10 } } });
    renderCard(taxed, { taxAlternativePrice: true }, { taxAlternativePrice: false, variantSelector: true });
    expect(screen.queryByText(/excl. tax/)).not.toBeInTheDocument();
  });
});
