import { describe, expect, it } from 'vitest';
import { changeFeedFromEnv, rebuildWebhookFromEnv, staffTokenFromEnv } from '../../backend/lib/env-options.ts';

describe('the API’s environment: STAFF_TOKEN, REBUILD_WEBHOOK_URL, REBUILD_WEBHOOK_TOKEN, CHANGE_FEED', () => {
  it('turns the staff routes on only with a token of at least 16 characters, and says why not', () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    expect(staffTokenFromEnv({}, log)).toBeUndefined();
    expect(staffTokenFromEnv({ STAFF_TOKEN: '' }, log)).toBeUndefined();
    expect(logged).toEqual([]);
    expect(staffTokenFromEnv({ STAFF_TOKEN: 'too-short' }, log)).toBeUndefined();
    expect(staffTokenFromEnv({ STAFF_TOKEN: 'has a space inside it' }, log)).toBeUndefined();
    expect(logged).toHaveLength(2);
    expect(staffTokenFromEnv({ STAFF_TOKEN: '0123456789abcdef' }, log)).toBe('0123456789abcdef');
  });

  it('calls a webhook only with an http(s) URL and a token together', () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    expect(rebuildWebhookFromEnv({}, log)).toBeUndefined();
    expect(logged).toEqual([]);
    expect(rebuildWebhookFromEnv({ REBUILD_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' }, log)).toBeUndefined();
    expect(rebuildWebhookFromEnv({ REBUILD_WEBHOOK_TOKEN: 'secret' }, log)).toBeUndefined();
    expect(rebuildWebhookFromEnv({ REBUILD_WEBHOOK_URL: 'not a url', REBUILD_WEBHOOK_TOKEN: 'secret' }, log)).toBeUndefined();
    expect(rebuildWebhookFromEnv({ REBUILD_WEBHOOK_URL: 'ftp://example.com/', REBUILD_WEBHOOK_TOKEN: 'secret' }, log)).toBeUndefined();
    expect(logged).toHaveLength(4);
    expect(rebuildWebhookFromEnv({ REBUILD_WEBHOOK_URL: 'http://127.0.0.1:9000/hook', REBUILD_WEBHOOK_TOKEN: 'secret' }, log)).toEqual({
      url: 'http://127.0.0.1:9000/hook',
      token: 'secret',
    });
  });

  it('turns the change feed off only with CHANGE_FEED=off, and says why a value is ignored', () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    expect(changeFeedFromEnv({}, log)).toBe(true);
    expect(changeFeedFromEnv({ CHANGE_FEED: '' }, log)).toBe(true);
    expect(changeFeedFromEnv({ CHANGE_FEED: 'on' }, log)).toBe(true);
    expect(logged).toEqual([]);
    expect(changeFeedFromEnv({ CHANGE_FEED: 'off' }, log)).toBe(false);
    expect(changeFeedFromEnv({ CHANGE_FEED: ' OFF ' }, log)).toBe(false);
    expect(logged).toEqual([]);
    expect(changeFeedFromEnv({ CHANGE_FEED: 'no' }, log)).toBe(true);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('CHANGE_FEED');
  });
});
