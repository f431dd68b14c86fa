import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_LIMITS } from '../../backend/lib/login-throttle.ts';
import { ErrorBodySchema, LoginResponseSchema } from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

const { perAccount, perAddress } = LOGIN_LIMITS;

/** A clock the test moves by hand, so the 15-minute window passes at once. */
let clock = Date.parse('2026-01-01T00:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 5, loginThrottle: createLoginThrottle(LOGIN_LIMITS, () => clock) });
});
afterAll(async () => {
  await api.close();
});

const attempt = (email: string, password: string) => call(`${api.shop}/user`, { json: { email, password } });

function expectTooMany(response: Awaited<ReturnType<typeof attempt>>): number {
  expect(response.status).toBe(429);
  expect(expectShape(ErrorBodySchema, response.body).message).toMatch(
    /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
  );
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(perAddress.windowMs / 1000);
  return retryAfter;
}

describe('login rate limit per account', () => {
  it(`refuses the account after ${perAccount.maxFailures} failures, even with the right password, until the window has passed`, async () => {
    const { details } = await newCustomer(api);
    for (let i = 0; i < perAccount.maxFailures; i += 1) expect((await attempt(details.email, `wrong ${i}`)).status).toBe(401);
    const refused = await attempt(details.email.toUpperCase(), details.password);
    const retryAfter = expectTooMany(refused);
    expect(retryAfter).toBe(perAccount.windowMs / 1000);
    // Another account from the same address is not affected.
    const other = await newCustomer(api);
    expect((await attempt(other.details.email, other.details.password)).status).toBe(200);
    clock += perAccount.windowMs + 1;
    expectShape(LoginResponseSchema, (await attempt(details.email, details.password)).body);
  });

  it('a successful login clears the account’s failures', async () => {
    const { details } = await newCustomer(api);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < perAccount.maxFailures - 1; i += 1) expect((await attempt(details.email, 'wrong')).status).toBe(401);
      expect((await attempt(details.email, details.password)).status).toBe(200);
    }
    clock += perAddress.windowMs + 1; // leave the address's count clean for the next test
  });

  it('counts failures for unknown emails too, and never counts 422s', async () => {
    const ghost = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < perAccount.maxFailures + 3; i += 1) expect((await attempt(ghost, '')).status).toBe(422);
    for (let i = 0; i < perAccount.maxFailures; i += 1) expect((await attempt(ghost, 'guess')).status).toBe(401);
    expectTooMany(await attempt(ghost, 'guess'));
    clock += perAddress.windowMs + 1;
  });
});

describe('login rate limit per client address', () => {
  it(`refuses every account from an address after ${perAddress.maxFailures} failures, but never limits successes`, async () => {
    const { details } = await newCustomer(api);
    // Many successful sign-ins from one address, as the browser tests make: never limited.
    for (let i = 0; i < perAddress.maxFailures + 5; i += 1) expect((await attempt(details.email, details.password)).status).toBe(200);
    // Credential stuffing: one failure each for many emails, below the per-account limit.
    for (let i = 0; i < perAddress.maxFailures; i += 1)
      expect((await attempt(`victim${i}-${Date.now()}@example.com`, 'guess')).status).toBe(401);
    expectTooMany(await attempt(details.email, details.password));
    // A successful login does not clear the address's count: it stays refused until the window passes.
    clock += perAddress.windowMs / 2;
    expectTooMany(await attempt(details.email, details.password));
    clock += perAddress.windowMs / 2 + 1;
    expect((await attempt(details.email, details.password)).status).toBe(200);
    // About 105 password hashes (scrypt) in a row: room for a busy machine.
  }, 120_000);
});

describe('the failure log stays bounded', () => {
  it('forgets the oldest keys beyond maxTrackedKeys', () => {
    let now = 0;
    const throttle = createLoginThrottle({ ...LOGIN_LIMITS, perAccount: { maxFailures: 1, windowMs: 1000 }, maxTrackedKeys: 3 }, () => now);
    for (const email of ['a@x.bd', 'b@x.bd', 'c@x.bd', 'd@x.bd']) throttle.failed(email, `10.0.0.${email[0]}`);
    expect(throttle.retryAfter('a@x.bd', '10.0.0.9')).toBe(0);
    expect(throttle.retryAfter('d@x.bd', '10.0.0.9')).toBe(1);
    now += 1001;
    expect(throttle.retryAfter('d@x.bd', '10.0.0.9')).toBe(0);
  });
});
