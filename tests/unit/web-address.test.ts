import { describe, expect, it } from 'vitest';
import { webAddress } from '#shared/web-address.ts';

describe('webAddress: only http(s) web addresses become links', () => {
  it.each([
    ['https://example.org', 'https://example.org/'],
    ['  http://boibazar.test/path?q=১#x  ', 'http://boibazar.test/path?q=%E0%A7%A7#x'],
    ['HTTPS://EXAMPLE.ORG/A', 'https://example.org/A'],
  ])('links %j as %j', (input, href) => {
    expect(webAddress(input)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'example.org',
    'www.example.org',
    '/relative',
    '//example.org',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'http://exa\nmple.org',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.org',
    'file:///etc/passwd',
    'mailto:a@example.org',
    'http://',
    'http:// example.org',
  ])('shows %j as text', (input) => {
    expect(webAddress(input)).toBeNull();
  });
});
