import { TriangleExclamationPoint } from 'lucide-react';
import { useT } from '../lib/i18n/i18n';

/** What the fresh price and stock check changed in the cart, in words; nothing when nothing changed. */
export function CartChangesNotice({ messages }: { messages: readonly string[] }) {
  const { t } = useT();
  if (messages.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleExclamationPoint className="h-4 w-4" aria-hidden="true" />
        {t('cart.changed')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
