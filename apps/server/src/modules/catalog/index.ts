// The catalogue module's public surface: other modules (sync, search) use only these.
export { getProducts, readProducts, removeProducts, upsertProducts } from './catalog.service.ts';
export { onCatalogChange, type CatalogChange } from './catalog-changes.ts';
export { productInputSchema, type Product, type ProductInput } from './catalog.schemas.ts';
