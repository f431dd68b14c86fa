import { useEffect, useState } from 'react';
import { decrementQuantity, incrementQuantity, setQuantity } from './cart-store.ts';
import { cart as messages } from '#shared/i18n/messages/cart.ts';
import { MAX_QUANTITY, parseQuantity, type CartItem } from './cart-logic.ts';
import { useMessages } from '#ui/locale.tsx';

/** Minus, a typed quantity, plus. A typed value that is not 1..MAX keeps the last good one. */
export function QuantityControl({ item }: { item: CartItem }) {
  const t = useMessages(messages);
  // Shown in the interface's digits; either script typed in is read (parseQuantity).
  const shown = t.quantity(item.quantity);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(shown), [shown]);

  function commit() {
    if (parseQuantity(text) === null) {
      setInvalid(true);
      setText(shown);
      return;
    }
    setInvalid(false);
    setQuantity(item.id, text);
  }

  const hintId = `qty-hint-${item.id}`;
  return (
    <div className="quantity">
      <button type="button" onClick={() => decrementQuantity(item.id)} disabled={item.quantity <= 1} aria-label={t.oneLess(item.name)}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        value={text}
        aria-label={t.quantityOf(item.name)}
        aria-invalid={invalid}
        aria-describedby={invalid ? hintId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (parseQuantity(event.target.value) !== null) {
            setInvalid(false);
            setQuantity(item.id, event.target.value);
          }
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        size={3}
      />
      <button
        type="button"
        onClick={() => incrementQuantity(item.id)}
        disabled={item.quantity >= MAX_QUANTITY}
        aria-label={t.oneMore(item.name)}
      >
        +
      </button>
      {invalid && (
        <p id={hintId} className="field-error" role="alert">
          {t.quantityHint(MAX_QUANTITY)}
        </p>
      )}
    </div>
  );
}
