/**
 * Waits until `url` answers with a 2xx status: how the scripts that start the
 * local API, a build or a server know it is ready. Throws when `timeoutMs` has
 * passed, or as soon as `stopped()` names a reason the answer will never come
 * (the process that should answer has exited).
 */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  options: { intervalMs?: number; stopped?: () => string | undefined; headers?: Record<string, string> } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = options.stopped?.();
    if (reason) throw new Error(reason);
    if (
      await fetch(url, { headers: options.headers }).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs / 1000} s`);
}
