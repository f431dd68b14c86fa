/** The commenter's web address when it is an http(s) URL (safe to link), else null. */
export function webAddress(web: string): string | null {
  try {
    const url = new URL(web.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
