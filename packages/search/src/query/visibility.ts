import type { IndexStore } from '../index/store.ts';
import type { CompiledConfig } from './config.ts';

/** Out-of-stock products (stock exactly 0) are hidden unless the merchant shows them. */
export function isVisible(store: IndexStore, config: CompiledConfig, slot: number): boolean {
  return config.showOutOfStock || store.numeric.get('stock')!.get(slot) !== 0;
}

/** Products not available for order are buried when the merchant asks for it. */
export function isBuriedByVisibility(store: IndexStore, config: CompiledConfig, slot: number): boolean {
  return config.buryNotAvailable && store.documents[slot]?.availableForOrder === false;
}
