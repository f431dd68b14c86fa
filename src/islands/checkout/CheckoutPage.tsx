import '../../styles/checkout.css';
import { RequireAuth } from '../shared/RequireAuth.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';

/** /checkout: signed-in shoppers only; the rest go to /login and come back. */
export default function CheckoutPage() {
  return <RequireAuth reason="checkout">{(token) => <CheckoutForm token={token} />}</RequireAuth>;
}
