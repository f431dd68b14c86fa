import { RequireAuth } from '../shared/RequireAuth.tsx';
import { WishlistView } from './WishlistView.tsx';

/** The /wishlist island: signed-in customers only. */
export function WishlistPage() {
  return <RequireAuth>{() => <WishlistView />}</RequireAuth>;
}
