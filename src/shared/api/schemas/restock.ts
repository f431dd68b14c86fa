import * as v from 'valibot';
import { IsoDateSchema, MessageSchema } from './common.ts';
import { ProductSchema } from './product.ts';

/**
 * "Tell me when it is back": a reader's request to be told when a book out of stock returns, an
 * optional extension of the shop API (the bundled backend's `/restock-requests`). `met_at` is set
 * when the book came back.
 */
export const RestockRequestSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  product: ProductSchema,
  created_at: IsoDateSchema,
  met_at: v.nullable(IsoDateSchema),
});
export type RestockRequest = v.InferOutput<typeof RestockRequestSchema>;

export const RestockRequestListSchema = v.object({ data: v.array(RestockRequestSchema) });
export const RestockAskedSchema = v.object({ message: v.string(), request: RestockRequestSchema });
export const RestockWithdrawnSchema = MessageSchema;
