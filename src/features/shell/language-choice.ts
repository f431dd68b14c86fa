/**
 * The header's language switch remembers the shopper's choice; on a later visit that
 * arrives from outside the shop at the other interface, the same page opens in the chosen one.
 */
import { isLocale, localeOfPath } from '#shared/i18n/locale.ts';
import { preferredAddress } from '#shared/i18n/language-choice.ts';
import { chooseLanguage, languageChoice } from './language-store.ts';

const target = preferredAddress({
  url: new URL(location.href),
  referrer: document.referrer,
  choice: languageChoice(),
  pageLocale: localeOfPath(location.pathname),
});
if (target !== null) location.replace(target);

// The prebuilt links carry the page's path only; a search's query and a place on the page go along too.
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
  link.href = `${new URL(link.href).pathname}${location.search}${location.hash}`;
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language]') : null;
  const chosen = link?.dataset.language;
  if (isLocale(chosen)) chooseLanguage(chosen);
});
