export * from '#shared/api/schemas/common.ts';
export * from '#shared/api/schemas/shop.ts';
export * from '#shared/api/schemas/content.ts';
