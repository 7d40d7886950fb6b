import { formatOrderNumber } from '@shop/shared/order-number';
import { RETURN_STATUS_LABELS } from '@shop/shared/returns';
import type { ReturnRequestDto } from '@shop/shared/schemas/returns';
import { Modal } from '../../../components/ui/modal';
import { useReturnSteps } from '../hooks/use-return-steps';
import { ReturnActions } from './return-actions';
import { ReturnDetails } from './return-details';

/** One return request: its details and the step its status allows next. */
export function ReturnDialog({ ret, onClose }: { ret: ReturnRequestDto | null; onClose: () => void }) {
  const steps = useReturnSteps(ret, onClose);
  const { shown } = steps;
  // Damaged lines are marked when the parcel is checked: only before "Received and verified".
  const canMarkDamaged = shown?.status === 'pickup_scheduled' || shown?.status === 'in_transit';

  return (
    <Modal
      open={ret !== null}
      onOpenChange={(open) => (open ? undefined : steps.close())}
      size="lg"
      title={shown ? `Return for order #${formatOrderNumber(shown.orderId)}` : 'Return'}
      description={
        shown
          ? `${shown.customerName ?? ''} <${shown.customerEmail ?? ''}> · ${RETURN_STATUS_LABELS[shown.status]}`
          : undefined
      }
    >
      {shown && (
        <div className="space-y-4 text-sm">
          <ReturnDetails
            ret={shown}
            damaged={canMarkDamaged ? steps.damaged : undefined}
            onDamaged={steps.markDamaged}
          />
          <ReturnActions ret={shown} steps={steps} />
        </div>
      )}
    </Modal>
  );
}
