import { MAX_TOASTS } from '@shop/shared/constants';

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** The action the toast reports on ('profile.save'): a newer toast with the same key replaces it. */
  key?: string;
}

export interface ToastOptions {
  key?: string;
}

export type ToastAction = { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'clear' };

/**
 * Newest last; when more than `max` are shown, the oldest go first. A toast with a key replaces the earlier one of
 * the same action, so "Saved" never sits under a stale "Failed to save".
 */
export function enqueueToast(queue: readonly Toast[], toast: Toast, max: number = MAX_TOASTS): Toast[] {
  const kept = toast.key === undefined ? queue : queue.filter((shown) => shown.key !== toast.key);
  const next = [...kept, toast];
  return next.length > max ? next.slice(next.length - max) : next;
}

export function dismissToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return enqueueToast(state, action.toast);
    case 'dismiss': {
      const next = dismissToast(state, action.id);
      return next.length === state.length ? state : next;
    }
    case 'clear':
      return state.length === 0 ? state : [];
  }
}
