import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseSync } from 'node:sqlite';
import { login, register, TooManyAttempts, updateProfile } from '../lib/accounts.ts';
import { createAddress, deleteAddress, listAddresses, ownAddress, presentAddress, updateAddress } from '../lib/addresses.ts';
import { requireAuth, revokeToken, type AuthVariables } from '../lib/auth.ts';
import { clientAddress } from '../lib/client-address.ts';
import { idParam, text } from '../lib/http.ts';
import { readJsonObject } from '../lib/json-body.ts';
import { tooManyAttempts, type LoginThrottle } from '../lib/login-throttle.ts';
import { upgradePasswordHash } from '../lib/password-upgrade.ts';
import { passwordField } from '../lib/passwords.ts';
import { presentUser, userById } from '../lib/users.ts';

/** Sign-in, registration, the account and its addresses (mounted at /api/v1). */
export function customerRoutes(db: DatabaseSync, throttle: LoginThrottle): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>();
  // Guard each (auth) route itself: other modules share the /api/v1 mount.
  const auth = requireAuth(db);

  app.post('/user', async (c) => {
    const body = await readJsonObject(c);
    const email = text(body, 'email');
    const address = clientAddress(c);
    // Refused before the password is even checked, so guessing on goes nowhere.
    const wait = throttle.retryAfter(email, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ message: tooManyAttempts(wait) }, 429);
    }
    try {
      const answer = login(db, body);
      throttle.succeeded(email);
      // The password has just been verified: the one moment its hash can be remade at today's cost.
      upgradePasswordHash(db, answer.user.id, passwordField(body, 'password'));
      return c.json(answer);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 401) throttle.failed(email, address);
      throw error;
    }
  });
  app.delete('/user/token', auth, (c) => {
    revokeToken(db, c.get('token'));
    return c.json({ message: 'Logged out' });
  });
  app.post('/user/registration', async (c) => {
    const user = register(db, await readJsonObject(c));
    return c.json({ message: 'Successfully Registered', user }, 201);
  });
  app.get('/user', auth, (c) => c.json({ user: presentUser(userById(db, c.get('userId'))) }));
  app.put('/user', auth, async (c) => {
    const body = await readJsonObject(c);
    try {
      // A new password or email needs the current one, checked as a sign-in is (the same throttle).
      const user = updateProfile(db, c.get('userId'), c.get('token'), body, { throttle, address: clientAddress(c) });
      return c.json({ message: 'Successfully updated', user });
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      c.header('Retry-After', String(error.retryAfter));
      return c.json({ message: error.message }, 429);
    }
  });

  app.get('/user/addresses', auth, (c) => c.json({ data: listAddresses(db, c.get('userId')) }));
  app.post('/user/addresses', auth, async (c) => {
    const address = createAddress(db, c.get('userId'), await readJsonObject(c));
    return c.json({ message: 'New Address Added Successfully', address }, 201);
  });
  app.get('/user/addresses/:id', auth, (c) => c.json({ address: presentAddress(ownAddress(db, c.get('userId'), idParam(c))) }));
  app.post('/user/addresses/:id', auth, async (c) => {
    const address = updateAddress(db, c.get('userId'), idParam(c), await readJsonObject(c));
    return c.json({ message: 'Successfully updated', address });
  });
  app.delete('/user/addresses/:id', auth, (c) => {
    deleteAddress(db, c.get('userId'), idParam(c));
    return c.json({ message: 'Successfully deleted' });
  });
  return app;
}
