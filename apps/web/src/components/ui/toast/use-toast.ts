import { useContext, useMemo } from 'react';
import { type ToastApi, ToastContext } from './toast-context';

/**
 * `const toast = useToast(); toast.success('Profile updated successfully')`. The object is stable.
 * `useToast('profile.save')`: every toast of this screen's action carries that key, so a success replaces the
 * failure shown for an earlier try (a toast given its own `{ key }` keeps it).
 */
export function useToast(action?: string): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => {
    if (action === undefined) return api;
    const keyed = (options?: { key?: string }) => ({ key: action, ...options });
    return {
      ...api,
      show: (type, message, options) => api.show(type, message, keyed(options)),
      success: (message, options) => api.success(message, keyed(options)),
      error: (message, options) => api.error(message, keyed(options)),
      warning: (message, options) => api.warning(message, keyed(options)),
      info: (message, options) => api.info(message, keyed(options)),
    } satisfies ToastApi;
  }, [api, action]);
}
