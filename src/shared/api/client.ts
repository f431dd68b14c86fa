import ky, { HTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import type * as v from 'valibot';
import { httpError, validated } from './responses.ts';
import type { ApiError, ApiResult } from './result.ts';

export type RequestOptions = {
  method?: 'get' | 'post' | 'put' | 'delete';
  json?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiClient = {
  readonly baseUrl: string;
  request<S extends v.GenericSchema>(path: string, schema: S, options?: RequestOptions): Promise<ApiResult<v.InferOutput<S>>>;
};

/**
 * One client per API, on ky: used at build time, where thousands of reads need
 * timeouts and retries. (Browser code uses the lighter fetch-client.ts, which
 * keeps the same interface.) Reads are retried (twice, on network failures and 5xx);
 * writes are never retried by ky, since a repeated POST could act twice — the
 * checkout uses an Idempotency-Key for its own retries.
 */
export type ApiClientOptions = {
  timeoutMs?: number;
  retries?: number;
  fetch?: typeof fetch;
  /**
   * Answers already validated by these same schemas (the rebuild's fetch phase
   * marks them) are not parsed again: a rebuild of thousands of unchanged books
   * validates each record once, not once per phase.
   */
  trusted?: (response: Response) => boolean;
};

export function createApiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  const http: KyInstance = ky.create({
    prefix: baseUrl,
    timeout: options.timeoutMs ?? 10_000,
    retry: { limit: options.retries ?? 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504] },
    headers: { Accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    baseUrl,
    async request(path, schema, requestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      if (requestOptions.token) headers.Authorization = `Bearer ${requestOptions.token}`;
      let body: unknown;
      let trusted: boolean;
      try {
        const response = await http(path.replace(/^\//, ''), {
          method: requestOptions.method ?? (requestOptions.json === undefined ? 'get' : 'post'),
          json: requestOptions.json,
          headers,
          signal: requestOptions.signal,
        });
        const text = await response.text();
        body = text === '' ? '' : JSON.parse(text);
        trusted = options.trusted?.(response) ?? false;
      } catch (error) {
        return { ok: false, error: await toApiError(error) };
      }
      // The schemas have no transforms, so a validated answer is already the schema's output.
      if (trusted) return { ok: true, data: body as v.InferOutput<typeof schema> };
      return validated(schema, body, path);
    },
  };
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) return httpError(error.response.status, error.response.statusText, error.data);
  if (isTimeoutError(error)) return { kind: 'network', message: error.message, timedOut: true };
  if (isNetworkError(error)) return { kind: 'network', message: error.message, timedOut: false };
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'network', message: 'aborted', timedOut: false };
  if (error instanceof SyntaxError) return { kind: 'validation', message: 'the answer is not JSON', issues: [error.message] };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error), timedOut: false };
}
