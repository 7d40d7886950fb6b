import type { LabelFailure } from '@shop/shared/schemas/shipping-flow';
import { AlertTriangle, X } from 'lucide-react';
import { plural } from '@shop/shared/plural';

/** After "Print labels": each order whose label was left out of the PDF, and why. */
export function LabelFailures({ failures, onDismiss }: { failures: readonly LabelFailure[]; onDismiss: () => void }) {
  if (failures.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="label-failures-title"
      className="mb-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="label-failures-title" className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {plural(failures.length, 'label')} could not be printed
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded p-1 text-amber-900 hover:bg-amber-100"
          aria-label="Dismiss the labels that could not be printed"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-1">The other labels were downloaded. These orders stay selected so you can try again.</p>
      <ul className="mt-2 space-y-1" data-testid="label-failures">
        {failures.map((failure) => (
          <li key={failure.orderId}>
            <span className="font-medium">Order #{failure.orderNumber}</span>: {failure.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
