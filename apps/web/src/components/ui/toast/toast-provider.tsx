import { TOAST_LIFETIME_MS } from '@shop/shared/constants';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';
import { type ToastApi, ToastContext } from './toast-context';
import type { TOAST_ICONS } from './toast-icons';
import { type Toast, type ToastOptions, type ToastType, toastReducer } from './toast-queue';

const styles: Record<ToastType, { className: string; iconClass: string; label: MessageKey }> = {
  success: { className: 'border-green-200', iconClass: 'text-green-600', label: 'toast.success' },
  error: { className: 'border-red-200', iconClass: 'text-red-600', label: 'toast.error' },
  warning: { className: 'border-amber-200', iconClass: 'text-amber-500', label: 'toast.warning' },
  info: { className: 'border-sky-200', iconClass: 'text-sky-600', label: 'toast.info' },
};

/**
 * The icons are not needed to draw any page, only a toast, which comes later: fetched as soon as this module
 * runs, never waited for (a toast shown before they arrive has the icon's room, empty). Tests await it.
 */
let icons: typeof TOAST_ICONS | null = null;
export const toastIconsLoaded: Promise<void> = import('./toast-icons').then((module) => {
  icons = module.TOAST_ICONS;
});

/**
 * Holds the toasts, expires each after TOAST_LIFETIME_MS and shows them at the top right, below the sticky header
 * (4rem) so they never cover it on a phone.
 */
export function ToastProvider({
  children,
  lifetimeMs = TOAST_LIFETIME_MS,
}: {
  children: ReactNode;
  lifetimeMs?: number;
}) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const dismiss = (id: number) => {
      const timer = timers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(id);
      dispatch({ type: 'dismiss', id });
    };
    const show = (type: ToastType, message: string, options?: ToastOptions) => {
      nextId.current += 1;
      const id = nextId.current;
      dispatch({ type: 'add', toast: { id, type, message, key: options?.key } });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), lifetimeMs),
      );
      return id;
    };
    return {
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    };
  }, [lifetimeMs]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={api.dismiss} />
    </ToastContext.Provider>
  );
}

/** Where the page's sticky header ends on screen (a demo banner above it pushes it down until scrolled away). */
function headerBottom(): number | null {
  if (typeof document === 'undefined') return null;
  const header = document.querySelector('header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : null;
}

function ToastViewport({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  // Below the header wherever it is when a toast appears; the class gives the usual spot before that.
  const [top, setTop] = useState<number | null>(null);
  const count = toasts.length;
  const { t } = useT();
  useLayoutEffect(() => {
    if (count === 0) return;
    const bottom = headerBottom();
    setTop(bottom === null ? null : bottom + 8);
  }, [count]);
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      style={top === null ? undefined : { top }}
      className="pointer-events-none fixed top-[4.5rem] right-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2"
    >
      {toasts.map((toast) => {
        const style = styles[toast.type];
        const Icon = icons?.[toast.type];
        return (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-type={toast.type}
            className={cn(
              'pointer-events-auto flex animate-toast-in items-start gap-3 rounded-xl border bg-white p-4 shadow-lg',
              style.className,
            )}
          >
            {Icon ? (
              <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', style.iconClass)} aria-hidden="true" />
            ) : (
              <span className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            )}
            <p className="flex-1 text-sm text-slate-800">
              <span className="sr-only">{t(style.label)}: </span>
              <span>{toast.message}</span>
            </p>
            <button
              type="button"
              onClick={() => onDismiss(toast.id)}
              className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
              aria-label={t('toast.close')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
