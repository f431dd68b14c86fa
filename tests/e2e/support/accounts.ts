import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The shop API the e2e site was built against (see playwright.config.ts). */
export const SHOP_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/api/v1`;

export type Account = { first_name: string; last_name: string; email: string; phone: string; password: string };
export type SignedInAccount = Account & { id: number; token: string };

let counter = 0;

/** A new customer's details, never used before (unique email per call and per run). */
export function freshAccount(label = 'shopper'): Account {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first_name: 'Nusrat',
    last_name: 'Jahan',
    email: `${label}-${unique}@example.com`,
    phone: '01711223344',
    password: 'correct horse battery',
  };
}

/** Registers a customer through the API (not the form) and signs in, for tests about other screens. */
export async function createAccount(
  request: APIRequestContext,
  label?: string,
  names: Partial<Pick<Account, 'first_name' | 'last_name'>> = {},
): Promise<SignedInAccount> {
  const account = { ...freshAccount(label), ...names };
  const registered = await request.post(`${SHOP_API}/user/registration`, {
    data: { ...account, confirm_password: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${SHOP_API}/user`, { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  return { ...account, id: user.id, token };
}

/**
 * Signs the browser in as the account by writing the stored sign-in the site
 * keeps (localStorage "auth"), as the login form would, then opens `path`.
 */
export async function openSignedIn(page: Page, account: SignedInAccount, path: string): Promise<void> {
  await page.goto('/login');
  // The page's own scripts load the stores after the load event (src/features/shell/live-state.ts); a store
  // that read the sign-in written below would act on this page, whose calls a test may be waiting for.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (stored) => localStorage.setItem('auth', stored),
    JSON.stringify({
      isAuthenticated: true,
      token: account.token,
      user: { id: account.id, first_name: account.first_name, last_name: account.last_name, email: account.email, phone: account.phone },
    }),
  );
  await page.goto(path);
}

export function authHeader(account: SignedInAccount): Record<string, string> {
  return { Authorization: `Bearer ${account.token}` };
}
