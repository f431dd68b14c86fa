import type { Locale } from '#shared/i18n/locale.ts';
import { account } from '#shared/i18n/messages/account.ts';

/** Why the visitor is on /login, from its query string. */
export type LoginNotice = 'expired' | 'checkout' | 'registered' | null;

export function loginNotice(search: string): LoginNotice {
  const params = new URLSearchParams(search);
  if (params.get('reason') === 'expired') return 'expired';
  if (params.get('reason') === 'checkout') return 'checkout';
  if (params.get('registered') === '1') return 'registered';
  return null;
}

/** The notice's words in the interface's language. */
export function noticeText(notice: Exclude<LoginNotice, null>, locale: Locale): string {
  const t = account[locale];
  return { expired: t.noticeExpired, checkout: t.noticeCheckout, registered: t.noticeRegistered }[notice];
}
