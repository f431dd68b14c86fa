import type { DatabaseSync } from 'node:sqlite';
import { HTTPException } from 'hono/http-exception';
import { hashPassword, issueToken, revokeOtherTokens, verifyPassword } from './auth.ts';
import { checkFields, fieldErrors, fieldsSchema, rule, type Rule } from './field-rules.ts';
import { text, throwIfErrors, unauthorized, type FieldErrors } from './http.ts';
import { tooManyAttempts, type LoginThrottle } from './login-throttle.ts';
import { newPasswordRules, passwordField } from './passwords.ts';
import { maxLengths, required, validEmail, visibleText, type Limit, type TextField } from './text-rules.ts';
import { emailTaken, presentUser, userByEmail, userById, type UserRow, type WireUser } from './users.ts';
import { nowIso, transaction } from '../db/index.ts';

const TAKEN_EMAIL = 'The email has already been taken.';
const BAD_LOGIN = 'Invalid email or password.';
export const CURRENT_PASSWORD_REQUIRED = 'Current Password is required';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

const PROFILE_LIMITS: Record<string, Limit> = {
  first_name: { max: 100, label: 'first name' },
  last_name: { max: 100, label: 'last name' },
  phone: { max: 30, label: 'phone' },
};

const PROFILE_TEXT: Record<string, TextField> = {
  first_name: { kind: 'line', label: 'first name' },
  last_name: { kind: 'line', label: 'last name' },
  email: { kind: 'identifier', label: 'email' },
  phone: { kind: 'identifier', label: 'phone' },
};

// A password is required as typed: only an empty one is missing (spaces are a password).
const LOGIN = fieldsSchema(
  ...required({ email: 'Email is required' }),
  rule('password', (body) => passwordField(body, 'password') !== '', 'Password is required'),
);

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: string | undefined;

export function login(db: DatabaseSync, body: Record<string, unknown>): { token: string; user: WireUser } {
  checkFields(LOGIN, body);
  const email = text(body, 'email');
  const password = passwordField(body, 'password');
  const user = userByEmail(db, email);
  decoyHash ??= hashPassword('decoy password, never matches');
  const matches = verifyPassword(password, user?.password_hash ?? decoyHash);
  if (!user || !matches) throw unauthorized(BAD_LOGIN);
  return { token: issueToken(db, user.id), user: presentUser(user) };
}

/** The name, phone and email rules of registration and the profile, after their own "required" messages. */
function profileRules(db: DatabaseSync, required: Rule[], exceptUserId = 0): Rule[] {
  return [
    ...required,
    ...maxLengths(PROFILE_LIMITS),
    ...visibleText(PROFILE_TEXT),
    validEmail('email'),
    rule('email', (body) => !emailTaken(db, text(body, 'email'), exceptUserId), TAKEN_EMAIL),
  ];
}

function registrationSchema(db: DatabaseSync) {
  const requiredFields = required({
    first_name: 'First Name is required',
    last_name: 'Last Name is required',
    email: 'Email is required',
    phone: 'Phone is required',
    password: 'Password is required',
    confirm_password: 'Confirm Password is required',
  });
  // Registration's password is required as text (trimmed), so a password of spaces is "required".
  return fieldsSchema(...profileRules(db, requiredFields), ...newPasswordRules((body) => text(body, 'password') !== ''));
}

/** A profile edit's fields; a new password is one typed (a password of spaces is one). */
function profileSchema(db: DatabaseSync, userId: number) {
  const requiredFields = required({
    first_name: 'First Name Required',
    last_name: 'Last Name Required',
    phone: 'Phone Number is Required',
    email: 'Email is Required',
  });
  return fieldsSchema(...profileRules(db, requiredFields, userId), ...newPasswordRules((body) => passwordField(body, 'password') !== ''));
}

export function register(db: DatabaseSync, body: Record<string, unknown>): WireUser {
  checkFields(registrationSchema(db), body);
  const result = db
    .prepare('INSERT INTO users (first_name, last_name, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      text(body, 'first_name'),
      text(body, 'last_name'),
      text(body, 'email'),
      text(body, 'phone'),
      hashPassword(passwordField(body, 'password')),
      nowIso(),
    );
  return presentUser(userById(db, Number(result.lastInsertRowid)));
}

/** Where a request comes from, so a current password is checked as a sign-in is: against the login throttle. */
export type SignInCheck = { throttle: LoginThrottle; address: string };

/** The account or the address is over the login limit: the route answers 429 with Retry-After. */
export class TooManyAttempts extends HTTPException {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super(429, { message: tooManyAttempts(retryAfter) });
    this.retryAfter = retryAfter;
  }
}

/**
 * The current password of a change to how the account signs in, checked like a sign-in: refused (429)
 * while the account or the address is over the login limit; a wrong one counts as a failed sign-in of
 * the account's email, a right one clears its failures. Wrong or missing: 422 on `current_password`
 * (never 401, which would end the session it was sent with).
 */
function checkCurrentPassword(user: UserRow, current: string, { throttle, address }: SignInCheck, errors: FieldErrors): void {
  const wait = throttle.retryAfter(user.email, address);
  if (wait > 0) throw new TooManyAttempts(wait);
  if (current === '') {
    errors.current_password = [CURRENT_PASSWORD_REQUIRED];
  } else if (verifyPassword(current, user.password_hash)) {
    throttle.succeeded(user.email);
  } else {
    throttle.failed(user.email, address);
    errors.current_password = [WRONG_CURRENT_PASSWORD];
  }
}

/**
 * Profile edit. A new password or another email needs the current password (`current_password`);
 * a change of name or phone needs none. A new password ends every other session of the user.
 */
export function updateProfile(
  db: DatabaseSync,
  userId: number,
  token: string,
  body: Record<string, unknown>,
  signIn: SignInCheck,
): WireUser {
  const user = userById(db, userId);
  // The current password is checked whatever the other fields say: its 429 wins over their 422, and a wrong one always counts.
  const errors = fieldErrors(profileSchema(db, userId), body);
  const email = text(body, 'email');
  const password = passwordField(body, 'password');
  const changesSignIn = password !== '' || (email !== '' && email !== user.email);
  if (changesSignIn) checkCurrentPassword(user, passwordField(body, 'current_password'), signIn, errors);
  throwIfErrors(errors);
  const passwordHash = password === '' ? null : hashPassword(password);
  transaction(db, () => {
    db.prepare('UPDATE users SET first_name = ?, last_name = ?, phone = ?, email = ? WHERE id = ?').run(
      text(body, 'first_name'),
      text(body, 'last_name'),
      text(body, 'phone'),
      email,
      userId,
    );
    if (passwordHash !== null) {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
      revokeOtherTokens(db, userId, token);
    }
  });
  return presentUser(userById(db, userId));
}
