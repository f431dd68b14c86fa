import type { DatabaseSync } from 'node:sqlite';
import { hashPassword, issueToken, revokeOtherTokens, verifyPassword } from './auth.ts';
import { isEmail, requireFields, text, throwIfErrors, unauthorized, type FieldErrors } from './http.ts';
import { checkCharacters, checkLengths, INVALID_EMAIL, type Limit, type TextField } from './limits.ts';
import { checkNewPassword, passwordField } from './passwords.ts';
import { emailTaken, presentUser, userByEmail, userById, type WireUser } from './users.ts';
import { nowIso, transaction } from '../db/index.ts';

const TAKEN_EMAIL = 'The email has already been taken.';
const BAD_LOGIN = 'Invalid email or password.';

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

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: string | undefined;

export function login(db: DatabaseSync, body: Record<string, unknown>): { token: string; user: WireUser } {
  const email = text(body, 'email');
  const password = passwordField(body, 'password');
  const errors: FieldErrors = {};
  if (email === '') errors.email = ['Email is required'];
  if (password === '') errors.password = ['Password is required'];
  throwIfErrors(errors);
  const user = userByEmail(db, email);
  decoyHash ??= hashPassword('decoy password, never matches');
  const matches = verifyPassword(password, user?.password_hash ?? decoyHash);
  if (!user || !matches) throw unauthorized(BAD_LOGIN);
  return { token: issueToken(db, user.id), user: presentUser(user) };
}

/** Format and uniqueness of an email that is present (a missing one already has its "required"). */
function checkEmail(db: DatabaseSync, email: string, errors: FieldErrors, exceptUserId = 0): void {
  if (errors.email) return;
  if (!isEmail(email)) errors.email = [INVALID_EMAIL];
  else if (emailTaken(db, email, exceptUserId)) errors.email = [TAKEN_EMAIL];
}

export function register(db: DatabaseSync, body: Record<string, unknown>): WireUser {
  const errors = requireFields(body, {
    first_name: 'First Name is required',
    last_name: 'Last Name is required',
    email: 'Email is required',
    phone: 'Phone is required',
    password: 'Password is required',
    confirm_password: 'Confirm Password is required',
  });
  checkLengths(body, PROFILE_LIMITS, errors);
  checkCharacters(body, PROFILE_TEXT, errors);
  const email = text(body, 'email');
  checkEmail(db, email, errors);
  const password = passwordField(body, 'password');
  if (!errors.password) checkNewPassword(password, passwordField(body, 'confirm_password'), errors);
  throwIfErrors(errors);
  const result = db
    .prepare('INSERT INTO users (first_name, last_name, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(text(body, 'first_name'), text(body, 'last_name'), email, text(body, 'phone'), hashPassword(password), nowIso());
  return presentUser(userById(db, Number(result.lastInsertRowid)));
}

/** Profile edit; a new password ends every other session of the user. */
export function updateProfile(db: DatabaseSync, userId: number, token: string, body: Record<string, unknown>): WireUser {
  const errors = requireFields(body, {
    first_name: 'First Name Required',
    last_name: 'Last Name Required',
    phone: 'Phone Number is Required',
    email: 'Email is Required',
  });
  checkLengths(body, PROFILE_LIMITS, errors);
  checkCharacters(body, PROFILE_TEXT, errors);
  const email = text(body, 'email');
  checkEmail(db, email, errors, userId);
  const password = passwordField(body, 'password');
  if (password !== '') checkNewPassword(password, passwordField(body, 'confirm_password'), errors);
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
