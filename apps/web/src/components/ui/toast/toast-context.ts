import { createContext } from 'react';
import type { ToastType } from './toast-queue';

export interface ToastApi {
  success: (message: string) => number;
  error: (message: string) => number;
  warning: (message: string) => number;
  info: (message: string) => number;
  show: (type: ToastType, message: string) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
