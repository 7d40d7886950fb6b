import { Ruler } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useT, withMessages } from '../../../lib/i18n/i18n';

// The dialog (Radix) and its fetch are a chunk of their own, loaded on intent: most shoppers never open it, and the
// product page's first load must not grow (docs/decisions/254-size-charts.md).
const loadDialog = () => withMessages('below', import('./size-chart-dialog'));
const SizeChartDialog = lazy(() => loadDialog().then((m) => ({ default: m.SizeChartDialog })));

/*
 * Which product's chart is open, outside React state: the picker is remounted once when its lazy chunk takes over
 * from the server-rendered one, and a tap held before hydration (decision 080) must not be lost with it.
 */
let openFor: string | null = null;
let everOpened = false;
const listeners = new Set<() => void>();
function setOpenFor(productId: string | null) {
  openFor = productId;
  everOpened ||= productId !== null;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** "Size chart" beside the size picker; opens the product's chart (its own, else its category's). */
export function SizeChartButton({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useT();
  const isOpen = useSyncExternalStore(
    subscribe,
    () => openFor === productId,
    () => false,
  );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpenFor(productId)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        <Ruler className="h-4 w-4" aria-hidden="true" />
        {t('sizeChart.open')}
      </button>
      {/* Kept mounted once opened, so Radix closes it itself. */}
      {(isOpen || everOpened) && (
        <Suspense fallback={null}>
          <SizeChartDialog
            productId={productId}
            productName={productName}
            open={isOpen}
            onOpenChange={(open) => setOpenFor(open ? productId : null)}
          />
        </Suspense>
      )}
    </>
  );
}
