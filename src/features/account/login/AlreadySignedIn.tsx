import { pathInLocale } from '#shared/i18n/locale.ts';
import { account } from '#shared/i18n/messages/account.ts';
import { useLocale } from '#ui/locale.tsx';

/** What /login shows a visitor who is signed in already: no form, two ways on. */
export function AlreadySignedIn({ firstName }: { firstName: string }) {
  const locale = useLocale();
  const t = account[locale];
  return (
    <div className="auth-card already-signed-in">
      <p className="form-lead">{t.alreadySignedIn(firstName)}</p>
      <ul className="form-links">
        <li>
          <a href={pathInLocale('/', locale)}>{t.goHome}</a>
        </li>
        <li>
          <a href={pathInLocale('/profile', locale)}>{t.myAccount}</a>
        </li>
      </ul>
    </div>
  );
}
