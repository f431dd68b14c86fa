import { pathInLocale } from '#shared/i18n/locale.ts';
import { account } from '#shared/i18n/messages/account.ts';
import { useLocale } from '#ui/locale.tsx';

/**
 * The Terms & Condition box; the form's submit waits for it. Uncontrolled, so a
 * tick given before the island hydrates is kept (the form reads it on mount).
 */
export function TermsCheckbox({ onChange }: { onChange: (checked: boolean) => void }) {
  const locale = useLocale();
  const t = account[locale];
  return (
    <div className="form-field checkbox-field">
      <input id="register-terms" name="terms" type="checkbox" onChange={(event) => onChange(event.currentTarget.checked)} />
      <label htmlFor="register-terms">{t.agreeTerms}</label>
      <a className="terms-link" href={pathInLocale('/page/terms', locale)} target="_blank" rel="noopener">
        {t.readTerms}
        <span className="visually-hidden">{t.opensInNewTab}</span>
      </a>
    </div>
  );
}
