import { useEffect, useState } from 'react';
import { decrementQuantity, incrementQuantity, setQuantity } from '../../stores/cart.ts';
import { MAX_QUANTITY, parseQuantity, type CartItem } from '../../stores/cart-logic.ts';

/** Minus, a typed quantity, plus. A typed value that is not 1..MAX keeps the last good one. */
export function QuantityControl({ item }: { item: CartItem }) {
  const [text, setText] = useState(String(item.quantity));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(String(item.quantity)), [item.quantity]);

  function commit() {
    if (parseQuantity(text) === null) {
      setInvalid(true);
      setText(String(item.quantity));
      return;
    }
    setInvalid(false);
    setQuantity(item.id, text);
  }

  const hintId = `qty-hint-${item.id}`;
  return (
    <div className="quantity">
      <button
        type="button"
        onClick={() => decrementQuantity(item.id)}
        disabled={item.quantity <= 1}
        aria-label={`One less “${item.name}”`}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        value={text}
        aria-label={`Quantity of “${item.name}”`}
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
        aria-label={`One more “${item.name}”`}
      >
        +
      </button>
      {invalid && (
        <p id={hintId} className="field-error" role="alert">
          Enter a whole number from 1 to {MAX_QUANTITY}.
        </p>
      )}
    </div>
  );
}
