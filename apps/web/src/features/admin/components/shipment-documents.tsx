import { FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadLabel, downloadManifest } from '../api/shipment-flow';
import type { Order } from '../types';

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
      <Button
        variant="outline"
        size="sm"
        isLoading={busy === 'label'}
        onClick={() => run('label')}
        aria-label={`Download label for order #${order.orderNumber}`}
      >
        {busy !== 'label' && <Printer className="h-4 w-4" aria-hidden="true" />}
        Label
      </Button>
      <Button
        variant="outline"
        size="sm"
        isLoading={busy === 'manifest'}
        onClick={() => run('manifest')}
        aria-label={`Download manifest for order #${order.orderNumber}`}
      >
        {busy !== 'manifest' && <FileText className="h-4 w-4" aria-hidden="true" />}
        Manifest
      </Button>
    </>
  );
}
