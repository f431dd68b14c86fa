import { useEffect, useState } from 'react';
import { restockApi } from '#shared/api/islands/restock.ts';

/**
 * Whether the shop takes "tell me when it is back" requests, an optional extension of its API:
 * the reader's list answers, or fails for any reason but a 404 (a backend without the route). Until
 * the shop has answered, no: the tab appears then, rather than vanish from a shop without it.
 */
export function useRestockOffered(token: string): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let current = true;
    void restockApi.restockRequests(token).then((result) => {
      if (current) setOffered(result.ok || !(result.error.kind === 'http' && result.error.status === 404));
    });
    return () => {
      current = false;
    };
  }, [token]);
  return offered;
}
