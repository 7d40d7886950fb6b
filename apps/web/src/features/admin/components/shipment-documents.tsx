import { FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadLabel, downloadManifest } from '../api/shipment-flow';
import type { Order } from '../types';
import { IconButton } from './icon-button';

const DOCUMENTS = [
  { kind: 'label', label: 'Label', icon: Printer },
  { kind: 'manifest', label: 'Manifest', icon: FileText },
] as const;

/** A shipped order's courier documents: the label to stick on the parcel and the pickup manifest. */
export function ShipmentDocuments({ order }: { order: Pick<Order, '_id' | 'orderNumber'> }) {
  const toast = useToast();
  const [busy, setBusy] = useState<'label' | 'manifest' | null>(null);
  const run = (kind: 'label' | 'manifest') => {
    setBusy(kind);
    (kind === 'label' ? downloadLabel(order) : downloadManifest(order))
      .catch((error: unknown) => toast.error(getErrorMessage(error, `Could not download the ${kind}`)))
      .finally(() => setBusy(null));
  };
  return (
    <>
      {DOCUMENTS.map(({ kind, label, icon }) => (
        <IconButton
          key={kind}
          icon={icon}
          variant="outline"
          size="sm"
          isLoading={busy === kind}
          onClick={() => run(kind)}
          aria-label={`Download ${kind} for order #${order.orderNumber}`}
        >
          {label}
        </IconButton>
      ))}
    </>
  );
}
