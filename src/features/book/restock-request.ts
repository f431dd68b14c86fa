/**
 * A signed-in reader's "tell me when it is back" on a book's page (RestockRequest.astro loads this
 * only for a browser that keeps a sign-in): whether the reader already asked, Ask and Withdraw, and
 * the count of readers waiting as this reader changes it. The count the page was built with is the
 * shop's at the build; a live update brings everyone else's.
 */
import { restockApi } from '#shared/api/islands/restock.ts';
import { describeError, type ApiResult } from '#shared/api/result.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { restock } from '#shared/i18n/messages/restock.ts';
import { $auth } from '#shared/session/auth-store.ts';
import { expiredSession } from '#shared/session/session-expiry.ts';
import { askAfterSignIn } from './restock-ask.ts';
import { mustFind } from '#ui/must-find.ts';

const part = <T extends HTMLElement>(root: HTMLElement, name: string): T =>
  mustFind<T>(root, `[data-restock-${name}]`, 'RestockRequest.astro');

export async function mountRestockRequest(root: HTMLElement): Promise<void> {
  const signedIn = $auth.get().token;
  const productId = Number(root.dataset.productId);
  if (!signedIn || !Number.isSafeInteger(productId)) return;
  const token: string = signedIn;
  const t = restock[localeOfPath(location.pathname)];
  const link = part<HTMLAnchorElement>(root, 'ask');
  const button = part<HTMLButtonElement>(root, 'button');
  const count = part<HTMLParagraphElement>(root, 'waiting');
  const status = part<HTMLParagraphElement>(root, 'status');
  let waiting = Number(root.dataset.waiting) || 0;
  let open = false;

  function draw(): void {
    button.textContent = open ? t.withdraw : t.ask;
    button.disabled = false;
    count.textContent = t.waiting(waiting);
    count.hidden = waiting === 0;
  }

  /** Runs a call with the button busy; a failure is said under it (a 401 sends the reader to sign in). */
  async function busy<T>(label: string, call: () => Promise<ApiResult<T>>): Promise<ApiResult<T> | null> {
    button.disabled = true;
    button.textContent = label;
    const result = await call();
    if (expiredSession(result)) return null;
    if (!result.ok) status.textContent = describeError(result.error, localeOfPath(location.pathname));
    return result;
  }

  async function ask(): Promise<void> {
    const result = await busy(t.asking, () => restockApi.askRestock(token, productId));
    if (result?.ok) {
      if (!open) waiting += 1;
      open = true;
      status.textContent = t.asked;
    }
    draw();
  }

  async function withdraw(): Promise<void> {
    const result = await busy(t.withdrawing, () => restockApi.withdrawRestock(token, productId));
    // A 404: withdrawn already (in another tab), which the shop's sentence says; there is nothing left to withdraw.
    const gone = result?.ok === false && result.error.kind === 'http' && result.error.status === 404;
    if (result?.ok || gone) {
      waiting = Math.max(0, waiting - 1);
      open = false;
      if (result?.ok) status.textContent = t.withdrawn;
    }
    draw();
  }

  link.hidden = true;
  button.hidden = false;
  button.disabled = true;
  button.textContent = t.ask;
  button.addEventListener('click', () => void (open ? withdraw() : ask()));

  const listed = await restockApi.restockRequests(token);
  if (expiredSession(listed)) return;
  // Not known (the list failed): asking is safe either way, since asking twice changes nothing.
  open = listed.ok && listed.data.data.some((request) => request.product.id === productId && request.met_at === null);
  if (open) status.textContent = t.asked;
  draw();

  const after = askAfterSignIn(location.href);
  if (after.ask) {
    history.replaceState(history.state, '', after.without);
    if (!open) await ask();
  }
}
