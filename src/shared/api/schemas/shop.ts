/**
 * The shop API's response schemas, one module per area so that a page's
 * JavaScript carries only the schemas it uses (modules, not exports, are the
 * unit a bundle is split by).
 */
export * from './product.ts';
export * from './catalogue.ts';
export * from './account.ts';
export * from './wishlist.ts';
export * from './orders.ts';
