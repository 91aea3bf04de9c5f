import type { IndexStore } from '../index/store.ts';
import type { CompiledConfig } from './config.ts';

/**
 * Out-of-stock products (stock exactly 0) are hidden unless the merchant shows them; `undefined`
 * when nothing is hidden, so the hot loop can skip the check.
 */
export function hiddenByVisibility(
  store: IndexStore,
  config: CompiledConfig,
): ((slot: number) => boolean) | undefined {
  if (config.showOutOfStock) return undefined;
  const stock = store.numeric.get('stock')!;
  return (slot) => stock.get(slot) === 0;
}

/** Products not available for order are buried when the merchant asks for it. */
export function buriedByVisibility(
  store: IndexStore,
  config: CompiledConfig,
): ((slot: number) => boolean) | undefined {
  if (!config.buryNotAvailable) return undefined;
  const notForOrder = store.notForOrder;
  return (slot) => notForOrder[slot] === 1;
}
