import { expect, type Page, type Response } from '@playwright/test';

export type Violation = { directive: string; blocked: string; sample: string; page: string };

/**
 * Records, across navigations, every Content-Security-Policy violation the page
 * reports and every console error or uncaught exception, so a test can say
 * "none happened" after walking through the site.
 */
export async function watchPolicy(page: Page): Promise<{ violations: Violation[]; errors: string[] }> {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (v: Violation) => void }).__reportViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page's own status is logged as an error; it is the page working, not failing.
    if (message.location().url === page.url() && message.text().includes('status of 404')) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { violations, errors };
}

/** The policy a page runs under: its <meta> CSP and the CSP header of its response. */
export async function policyOf(page: Page, response: Response | null): Promise<{ meta: string; header: string }> {
  const meta = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  return { meta, header: (await response?.headerValue('content-security-policy')) ?? '' };
}

/** The sources of one directive in a policy ("" when the policy does not have it). */
export function directive(policy: string, name: string): string {
  const found = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
  return found ? found.slice(name.length).trim() : '';
}

/** A strict script policy: hashes and the site itself, nothing inline or evaluated. */
export function expectStrictScripts(policy: { meta: string; header: string }): void {
  const scripts = directive(policy.meta, 'script-src');
  expect(scripts).toContain("'self'");
  expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(directive(policy.meta, 'default-src')).toBe("'self'");
  // The header must not narrow scripts below the meta's hashes; it carries what a meta cannot.
  expect(directive(policy.header, 'script-src')).toBe('');
  expect(directive(policy.header, 'default-src')).toBe('');
  expect(directive(policy.header, 'frame-ancestors')).toBe("'none'");
  expect(directive(policy.header, 'object-src')).toBe("'none'");
}
