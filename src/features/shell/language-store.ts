import { persistentAtom } from '@nanostores/persistent';
import * as v from 'valibot';
import { LOCALES, type Locale } from '#shared/i18n/locale.ts';

const ChoiceSchema = v.picklist(LOCALES);

/** The interface the shopper last chose with the header's switch; '' until they choose. */
export const $languageChoice = persistentAtom<Locale | ''>('language', '', {
  encode: (locale) => locale,
  // Anything else stored under the key counts as no choice.
  decode: (stored) => (v.is(ChoiceSchema, stored) ? stored : ''),
});
