import { atom } from 'nanostores';

/** Toasts last 2000 ms: long enough to read one line, short enough not to cover the next action. */
export const TOAST_MS = 2000;

export type Toast = { id: number; message: string; tone: 'success' | 'error' | 'info' };

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function showToast(message: string, tone: Toast['tone'] = 'success', durationMs = TOAST_MS): number {
  const toast: Toast = { id: nextId++, message, tone };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), durationMs);
  return toast.id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
