import { isLocale, type Locale } from '#shared/i18n/locale.ts';

/**
 * The interface the shopper last chose with the header's switch, kept in localStorage under
 * `language`. Read once as a page opens and written on a choice, so plain storage calls
 * rather than a persistent store: every page runs this, and @nanostores/persistent would add
 * 0.7 KB gzip to each, for a cross-tab sync that nothing here listens to.
 */
const KEY = 'language';

/** The stored choice; '' until the shopper chooses, or when storage is refused or holds anything else. */
export function languageChoice(): Locale | '' {
  try {
    const stored = localStorage.getItem(KEY);
    return isLocale(stored) ? stored : '';
  } catch {
    return '';
  }
}

export function chooseLanguage(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (a privacy mode): the choice lasts as long as the links the shopper follows.
  }
}
