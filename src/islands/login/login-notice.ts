/** Why the visitor is on /login, from its query string. */
export type LoginNotice = 'expired' | 'checkout' | 'registered' | null;

export function loginNotice(search: string): LoginNotice {
  const params = new URLSearchParams(search);
  if (params.get('reason') === 'expired') return 'expired';
  if (params.get('reason') === 'checkout') return 'checkout';
  if (params.get('registered') === '1') return 'registered';
  return null;
}

export const NOTICE_TEXT: Record<Exclude<LoginNotice, null>, string> = {
  expired: 'Your session has ended. Please log in again.',
  checkout: 'Sign in to check out — your cart is kept.',
  registered: 'Successfully Registered. Please log in with your email and password.',
};
