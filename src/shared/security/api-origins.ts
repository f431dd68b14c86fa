/**
 * Which APIs the site talks to: the build reads its data from them and the
 * browser loads book images from and calls them. The site's own rule, read by
 * astro.config.mjs and by every host that serves the build (publishing/hosting/),
 * so a page and the headers it is served with agree on the origins.
 */

export interface ApiUrls {
  readonly shopApiUrl: string;
  readonly contentApiUrl: string;
}

/** The API base URLs a build uses: SHOP_API_URL and CONTENT_API_URL, else the local API on API_PORT (4000). */
export function apiUrlsFromEnv(env: Record<string, string | undefined> = process.env): ApiUrls {
  const local = `http://127.0.0.1:${env.API_PORT ?? '4000'}`;
  return {
    shopApiUrl: env.SHOP_API_URL ?? `${local}/api/v1`,
    contentApiUrl: env.CONTENT_API_URL ?? `${local}/content`,
  };
}

/** The origins the browser talks to besides the site: book images and XHR go to the APIs. */
export function apiOrigins(urls: ApiUrls): string[] {
  return [...new Set([urls.shopApiUrl, urls.contentApiUrl].map((url) => new URL(url).origin))];
}
