import * as v from 'valibot';

export const UserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.string(),
  email: v.pipe(v.string(), v.email()),
  phone: v.string(),
});

export const LoginResponseSchema = v.object({ token: v.pipe(v.string(), v.minLength(20)), user: UserSchema });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
export const RegistrationResponseSchema = v.object({ message: v.string(), user: UserSchema });
export const UserResponseSchema = v.object({ user: UserSchema });
export const UserUpdateResponseSchema = v.object({ message: v.string(), user: UserSchema });

export const AddressSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  address_1: v.string(),
  city: v.string(),
  zip: v.string(),
  country_name: v.string(),
  state_name: v.string(),
});
export type Address = v.InferOutput<typeof AddressSchema>;
export const AddressListSchema = v.object({ data: v.array(AddressSchema) });
export const AddressResponseSchema = v.object({ address: AddressSchema });
export const AddressSavedSchema = v.object({ message: v.string(), address: AddressSchema });
