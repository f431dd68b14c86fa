import { createContext, useContext, type ReactNode } from 'react';
import type { Catalogue, Texts, Translation } from '#shared/i18n/catalogue.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * The interface an island speaks. The page passes its locale to the island's root
 * (`<CartPage client:load locale={locale} />`), which wraps its tree in LocaleProvider;
 * inside, components read it with useLocale() and their texts with useMessages(catalogue).
 * A prop and not `location`: the island is first rendered at build time, where there is none.
 */
const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useMessages<T extends Texts>(catalogue: Catalogue<T>): Translation<T> {
  return catalogue[useLocale()];
}
