import type { ApiClient } from '../client.ts';
import {
  AddressListSchema,
  AddressResponseSchema,
  AddressSavedSchema,
  LoginResponseSchema,
  RegistrationResponseSchema,
  UserResponseSchema,
  UserUpdateResponseSchema,
} from '../schemas/account.ts';
import { MessageSchema } from '../schemas/common.ts';
import { sessionEndpoints } from './session.ts';
import type { AddressUpdateInput, NewAddressInput, RegistrationInput, UserUpdateInput } from '../requests.ts';

const auth = (token: string) => ({ token });

/** Signing in and out, and the account. */
export function accountEndpoints(api: ApiClient) {
  return {
    login: (email: string, password: string) => api.request('user', LoginResponseSchema, { json: { email, password } }),
    ...sessionEndpoints(api),
    register: (details: RegistrationInput) => api.request('user/registration', RegistrationResponseSchema, { json: details }),
    user: (token: string) => api.request('user', UserResponseSchema, auth(token)),
    updateUser: (token: string, details: UserUpdateInput) =>
      api.request('user', UserUpdateResponseSchema, { method: 'put', json: details, ...auth(token) }),
    addresses: (token: string) => api.request('user/addresses', AddressListSchema, auth(token)),
    address: (token: string, id: number) => api.request(`user/addresses/${id}`, AddressResponseSchema, auth(token)),
    addAddress: (token: string, address: NewAddressInput) =>
      api.request('user/addresses', AddressSavedSchema, { json: address, ...auth(token) }),
    updateAddress: (token: string, id: number, address: AddressUpdateInput) =>
      api.request(`user/addresses/${id}`, AddressSavedSchema, { json: address, ...auth(token) }),
    deleteAddress: (token: string, id: number) => api.request(`user/addresses/${id}`, MessageSchema, { method: 'delete', ...auth(token) }),
  };
}
