import { $toasts, dismissToast } from './toast-store.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { shellLive } from '#shared/i18n/messages/shell-live.ts';

const t = shellLive[localeOfPath(location.pathname)];

/** Renders the toasts into the layout's live region (text only, never HTML). */
const region = document.querySelector<HTMLElement>('[data-toast-region]');
if (region) {
  $toasts.subscribe((toasts) => {
    const ids = new Set(toasts.map((t) => String(t.id)));
    for (const element of region.querySelectorAll<HTMLElement>('[data-toast-id]')) {
      if (!ids.has(element.dataset.toastId ?? '')) element.remove();
    }
    for (const toast of toasts) {
      if (region.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
      const item = document.createElement('div');
      item.className = `toast toast-${toast.tone}`;
      item.dataset.toastId = String(toast.id);
      const text = document.createElement('span');
      text.textContent = toast.message;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'toast-close';
      close.setAttribute('aria-label', t.dismiss);
      close.textContent = '×';
      close.addEventListener('click', () => dismissToast(toast.id));
      item.append(text, close);
      region.append(item);
    }
  });
}
