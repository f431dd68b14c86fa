import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { useMessages } from '#ui/locale.tsx';
import { TextField } from '#ui/TextField.tsx';
import type { Billing } from './checkout-logic.ts';

type Props = { initial: Billing; errors: Partial<Record<keyof Billing, string>>; onChange: (field: keyof Billing, value: string) => void };

/** Who is ordering: prefilled from the signed-in customer. */
export function BillingDetails({ initial, errors, onChange }: Props) {
  const t = useMessages(messages);
  return (
    <fieldset className="checkout-box billing">
      <legend>{t.billingLegend}</legend>
      <div className="form-grid">
        <TextField
          id="billing-first-name"
          name="billing_first_name"
          label={t.firstName}
          required
          autoComplete="given-name"
          defaultValue={initial.first_name}
          error={errors.first_name}
          onInput={(e) => onChange('first_name', e.currentTarget.value)}
        />
        <TextField
          id="billing-last-name"
          name="billing_last_name"
          label={t.lastName}
          required
          autoComplete="family-name"
          defaultValue={initial.last_name}
          error={errors.last_name}
          onInput={(e) => onChange('last_name', e.currentTarget.value)}
        />
        <TextField
          id="billing-email"
          name="customer_email"
          label={t.email}
          type="email"
          required
          autoComplete="email"
          defaultValue={initial.email}
          error={errors.email}
          onInput={(e) => onChange('email', e.currentTarget.value)}
        />
        <TextField
          id="billing-phone"
          name="customer_phone"
          label={t.phone}
          type="tel"
          required
          autoComplete="tel"
          defaultValue={initial.phone}
          error={errors.phone}
          onInput={(e) => onChange('phone', e.currentTarget.value)}
        />
      </div>
    </fieldset>
  );
}
