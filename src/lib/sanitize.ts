import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Build time only: every HTML string from an API passes through here before it
// reaches a page. One DOMPurify instance for the whole build.
const purify = createDOMPurify(new JSDOM('').window);

/** An allowlist: formatting, lists, links, images, tables. No scripts, styles, forms, frames or event handlers. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'blockquote', 'q', 'cite', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'abbr',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'lang', 'dir', 'colspan', 'rowspan', 'scope'];

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:|tel:|\/|#)/i.test(href)) node.removeAttribute('href');
    if (/^https?:/i.test(href)) node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ADD_ATTR: ['rel', 'loading', 'decoding'] });
}
