import { CircleCheck, CircleX, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ToastType } from './toast-queue';

/** Each toast type's icon: a chunk fetched after the page starts, so no page waits for it (decision 249). */
export const TOAST_ICONS: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleExclamationPoint,
  info: Info,
};
