/** Build time: the JSON files the instant search boxes read. */
import { normalizeForSearch, type SearchEntry } from './search-text.ts';

export function searchIndexResponse(entries: readonly SearchEntry[]): Response {
  return new Response(JSON.stringify(entries), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

export function haystackOf(texts: readonly string[]): string {
  return normalizeForSearch(texts.join(' '));
}
