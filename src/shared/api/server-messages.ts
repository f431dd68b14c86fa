/**
 * The shop's API answers in English. The English interface shows its
 * sentences as they are (the specification quotes them); the Bangla one
 * puts the ones it knows in its own words (the forms catalogue holds them)
 * and says a plain Bangla sentence for any other, so no English reaches a
 * Bangla page.
 */
import type { Locale } from '../i18n/locale.ts';
import { forms } from '../i18n/messages/forms.ts';

let known: Map<string, string> | null = null;

/** English sentence → Bangla, for every fixed text of the forms catalogue. */
function knownSentences(): Map<string, string> {
  const sentences = new Map<string, string>([['Unauthenticated.', forms.bn.signInAgain]]);
  for (const [key, english] of Object.entries(forms.en)) {
    const bangla = forms.bn[key as keyof typeof forms.bn];
    if (typeof english === 'string' && typeof bangla === 'string') sentences.set(english, bangla);
  }
  return sentences;
}

const SHORT_PASSWORD = /^The password must be at least (\d+) characters\.$/;
const TOO_MANY_LOGINS = /^Too many failed login attempts\. Please try again in (\d+) minutes?\.$/;
const TOO_MANY_WRITES = /^Too many requests\. Please try again in (\d+) minutes?\.$/;
const TOO_LONG = /^The (.+) may not be greater than (\d+) characters\.$/;
const HIDDEN_CHARACTERS = /^The (.+) may not contain control or invisible characters\.$/;
const LATIN = /[A-Za-z]/;

/** The API's sentence as the interface says it; `fallback` where the Bangla interface does not know it. */
export function serverMessage(message: string, locale: Locale, fallback: string = forms.bn.refused): string {
  if (locale === 'en') return message;
  known ??= knownSentences();
  const sentence = known.get(message.trim());
  if (sentence) return sentence;
  const t = forms.bn;
  const short = SHORT_PASSWORD.exec(message);
  if (short) return t.shortPassword(Number(short[1]));
  const wait = TOO_MANY_LOGINS.exec(message);
  if (wait) return t.tooManyLogins(Number(wait[1]));
  const writes = TOO_MANY_WRITES.exec(message);
  if (writes) return t.tooManyWrites(Number(writes[1]));
  const long = TOO_LONG.exec(message);
  if (long) return t.tooLong(long[1] ?? '', Number(long[2]));
  if (HIDDEN_CHARACTERS.test(message)) return t.hiddenCharacters;
  // A form's own message, already in Bangla, stays as it is.
  return LATIN.test(message) ? fallback : message;
}
