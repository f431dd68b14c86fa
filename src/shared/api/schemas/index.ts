export * from './common.ts';
export * from './shop.ts';
export * from './content.ts';
