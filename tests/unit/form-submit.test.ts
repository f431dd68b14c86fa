import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '#shared/api/result.ts';
import type { ErrorNoticeContent } from '#shared/api/api-error-message.ts';
import { serverFieldErrors, submitChecked, type FieldErrors, type FormSpec } from '#shared/form-submit.ts';

type Field = 'email' | 'password';
type Input = { email: string; password: string };

/** Records what the form shows, in order, and what the shop was sent. */
async function run(
  answer: ApiResult<string>,
  options: Partial<FormSpec<Input, string, Field>> = {},
  values: Input = { email: 'a@b.co', password: 'secret' },
) {
  const events: string[] = [];
  const screen = {
    errors: {} as FieldErrors<Field>,
    alert: null as ErrorNoticeContent | null,
    busy: false,
  };
  const sent: Input[] = [];
  const successes: string[] = [];
  const spec: FormSpec<Input, string, Field> = {
    read: () => ({
      input: values,
      errors: { email: values.email ? undefined : 'Email is required', password: values.password ? undefined : 'Password is required' },
    }),
    send: (input) => {
      sent.push(input);
      events.push(`send (busy: ${screen.busy})`);
      return Promise.resolve(answer);
    },
    serverErrors: serverFieldErrors(['email', 'password']),
    onSuccess: (data) => {
      successes.push(data);
      events.push('success');
    },
    ...options,
  };
  const data = new FormData();
  await submitChecked(spec, spec.read(data), {
    showErrors: (errors) => (screen.errors = errors),
    showAlert: (alert) => (screen.alert = alert),
    setBusy: (busy) => (screen.busy = busy),
    focusFirstProblem: () => events.push('focus'),
    sessionExpired: () => events.push('to /login'),
  });
  return { events, screen, sent, successes };
}

const refused = (errors: Record<string, string[]>): ApiResult<string> => ({
  ok: false,
  error: { kind: 'fieldErrors', status: 422, message: 'The given data was invalid.', errors },
});
const http = (status: number, message: string): ApiResult<string> => ({ ok: false, error: { kind: 'http', status, message } });
const offline: ApiResult<string> = { ok: false, error: { kind: 'network', message: 'Failed to fetch', timedOut: false } };

describe('submitChecked: the forms’ one submit sequence', () => {
  it('sends nothing when a field is wrong: the message under it, focus on it', async () => {
    const { events, screen, sent } = await run({ ok: true, data: 'x' }, {}, { email: '', password: 'secret' });
    expect(sent).toEqual([]);
    expect(screen.errors.email).toBe('Email is required');
    expect(screen.busy).toBe(false);
    expect(events).toEqual(['focus']);
  });

  it('sends the values read, busy meanwhile, then hands the answer to the form and is no longer busy', async () => {
    const { events, screen, sent, successes } = await run({ ok: true, data: 'signed in' });
    expect(sent).toEqual([{ email: 'a@b.co', password: 'secret' }]);
    expect(events).toEqual(['send (busy: true)', 'success']);
    expect(successes).toEqual(['signed in']);
    expect(screen).toEqual({ errors: { email: undefined, password: undefined }, alert: null, busy: false });
  });

  it('stays busy after a success that leaves the page, so the button cannot send again meanwhile', async () => {
    const { screen } = await run({ ok: true, data: 'x' }, { leavesPage: true });
    expect(screen.busy).toBe(true);
  });

  it('shows the server’s messages under their fields, with no form-wide alert, and moves focus', async () => {
    const { events, screen } = await run(refused({ email: ['The email has already been taken.'], other: ['ignored'] }));
    expect(screen.errors).toEqual({ email: 'The email has already been taken.' });
    expect(screen.alert).toBeNull();
    expect(screen.busy).toBe(false);
    expect(events.at(-1)).toBe('focus');
  });

  it('shows one form-wide alert, with Retry when trying again can help, when no field is at fault', async () => {
    const { screen, events } = await run(offline);
    expect(screen.errors).toEqual({});
    expect(screen.alert).toEqual({ message: 'Could not reach the shop. Check your connection and try again.', retryable: true });
    expect(events.at(-1)).toBe('focus');
  });

  it('words the alert the form’s own way when it says so', async () => {
    const alert = (error: ApiError) => ({ message: `Not sent. ${error.message}`, retryable: false });
    const { screen } = await run(offline, { alert });
    expect(screen.alert).toEqual({ message: 'Not sent. Failed to fetch', retryable: false });
  });

  it('shows the alert beside the fields’ messages when the form asks for it, and none when its alert has nothing to add', async () => {
    const refusal = refused({ email: ['The email is taken.'], password: ['Too short.'] });
    const beside = await run(refusal, {
      alertWithFieldErrors: true,
      alert: () => ({ message: 'Also: a book is out of stock.', retryable: false }),
    });
    expect(beside.screen.errors).toEqual({ email: 'The email is taken.', password: 'Too short.' });
    expect(beside.screen.alert).toEqual({ message: 'Also: a book is out of stock.', retryable: false });
    const nothingMore = await run(refusal, { alertWithFieldErrors: true, alert: () => null });
    expect(nothingMore.screen.alert).toBeNull();
    expect(nothingMore.events.at(-1)).toBe('focus');
  });

  it('on a signed-in form, a 401 goes to /login and shows nothing else, still busy', async () => {
    const { events, screen } = await run(http(401, 'Unauthenticated.'), { signedIn: true });
    expect(events).toEqual(['send (busy: true)', 'to /login']);
    expect(screen.alert).toBeNull();
    expect(screen.busy).toBe(true);
  });

  it('on a form that signs in, a 401 is a refusal like any other (a wrong password), and the form hears of it', async () => {
    const heard: ApiError[] = [];
    const { events, screen } = await run(http(401, 'Invalid email or password.'), { onRefused: (error) => heard.push(error) });
    expect(events).not.toContain('to /login');
    expect(heard).toEqual([{ kind: 'http', status: 401, message: 'Invalid email or password.' }]);
    expect(screen.alert).toEqual({ message: 'Invalid email or password.', retryable: false });
    expect(screen.busy).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it('takes the first message for each of the form’s fields from a 422, none from any other failure', () => {
    const errors = serverFieldErrors(['email', 'password']);
    const answer = refused({ email: ['Taken.', 'Too long.'], phone: ['Not ours.'] });
    expect(answer.ok ? null : errors(answer.error)).toEqual({ email: 'Taken.' });
    expect(offline.ok ? null : errors(offline.error)).toEqual({});
  });
});
