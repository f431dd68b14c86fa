import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Build time only: every HTML string from an API passes through here before it
// reaches a page. One DOMPurify instance for the whole build.
const purify = createDOMPurify(new JSDOM('').window);

/**
 * The explicit allowlist: formatting, lists, links, images, tables. Nothing
 * else survives: no script, style, form, input, iframe, object, embed, svg,
 * math, meta, link or base. (h1 is left out: the page owns its one heading.)
 */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'abbr',
];

/** Attributes an API may set. No event handlers, no style, no class or id (they could hijack the page's own). */
export const ALLOWED_ATTR: readonly string[] = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'lang',
  'dir',
  'colspan',
  'rowspan',
  'scope',
];

/** Attributes the sanitizer itself adds after checking a link or an image. */
const ADDED_ATTR = ['rel', 'loading', 'decoding'];

/** What a link may point to: the web, mail, phone, or a path or anchor on this site (not "//host", which is another site without a scheme). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** What an image may load: http(s), a path on this site, or a raster data: image (never data:image/svg+xml, which can carry script). */
const SAFE_SRC = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$)/i;

/**
 * Browsers ignore ASCII whitespace and control characters inside a URL's
 * scheme ("java\tscript:"), so they are removed before the scheme is checked.
 */
function urlForCheck(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers skip in a scheme
  return value.replace(/[\u0000-\u0020\u007f]/g, '');
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  // Belt and braces: DOMPurify drops on* already, but no handler may pass whatever the allowlist says.
  if (/^on/i.test(data.attrName)) data.keepAttr = false;
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_HREF.test(urlForCheck(href))) node.removeAttribute('href');
    if (/^https?:/i.test(urlForCheck(node.getAttribute('href') ?? ''))) node.setAttribute('rel', 'nofollow noopener noreferrer');
    else node.removeAttribute('rel');
  }
  // A width or height only sizes an image (which max-width still bounds); on a table or cell it could widen the page.
  if (node.tagName !== 'IMG') {
    node.removeAttribute('width');
    node.removeAttribute('height');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src !== null && !SAFE_SRC.test(src.trim())) node.removeAttribute('src');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ADD_ATTR: ADDED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Explicit, although the allowlist already excludes them: these must never pass, whatever is added above later.
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'link',
      'meta',
      'base',
      'svg',
      'math',
      'template',
      'noscript',
    ],
    FORBID_ATTR: ['style', 'class', 'id', 'srcset', 'formaction', 'action', 'xlink:href', 'srcdoc'],
  });
}
