import * as v from 'valibot';
import { ProductSchema } from './product.ts';

export const WishlistSchema = v.object({ products: v.array(ProductSchema) });
export const WishlistChangeSchema = v.object({ message: v.string(), products: v.array(ProductSchema) });
