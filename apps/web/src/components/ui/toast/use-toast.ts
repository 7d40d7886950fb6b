import { useContext } from 'react';
import { type ToastApi, ToastContext } from './toast-context';

/** `const toast = useToast(); toast.success('Profile updated successfully')`. The object is stable. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
