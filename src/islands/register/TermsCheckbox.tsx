/**
 * The Terms & Condition box; the form's submit waits for it. Uncontrolled, so a
 * tick given before the island hydrates is kept (the form reads it on mount).
 */
export function TermsCheckbox({ onChange }: { onChange: (checked: boolean) => void }) {
  return (
    <div className="form-field checkbox-field">
      <input
        id="register-terms"
        name="terms"
        type="checkbox"
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor="register-terms">I agree to the Terms &amp; Condition</label>
      <a className="terms-link" href="/page/terms" target="_blank" rel="noopener">
        Read the Terms &amp; Condition<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
