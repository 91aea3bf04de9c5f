// The catalogue module's public surface: other modules (sync, search) use only these.
export {
  deleteProducts,
  getProducts,
  readProducts,
  removeProducts,
  removeProductsNotSeenBy,
  upsertProducts,
  validateProduct,
  writeProducts,
} from './catalog.service.ts';
export { productIdsSchema, productInputSchema, type Product, type ProductInput } from '@playboard/domain';
