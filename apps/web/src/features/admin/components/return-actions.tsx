import { formatRupees } from '@shop/shared/money';
import { RETURN_MESSAGES, type ReturnRequestDto } from '@shop/shared/schemas/returns';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import type { ReturnSteps } from '../hooks/use-return-steps';
import { ConfirmButton, type Confirmation } from './confirm-button';

/** Approve or reject a new request (a note is needed to reject); book the pickup again when it failed. */
function Decision({ ret, steps }: { ret: ReturnRequestDto; steps: ReturnSteps }) {
  const toast = useToast();
  const { note, run } = steps;
  return (
    <>
      <div>
        <Label htmlFor="return-note">Note to the customer (needed to reject)</Label>
        <Input id="return-note" value={note} maxLength={500} onChange={(e) => steps.setNote(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          isLoading={steps.isPending}
          onClick={() => run({ kind: 'decision', id: ret._id, decision: 'approve', note: note.trim() || undefined })}
        >
          {ret.status === 'approved' ? 'Book pickup again' : 'Approve and book pickup'}
        </Button>
        {ret.status === 'requested' && (
          <Button
            variant="danger"
            onClick={() =>
              note.trim().length < 3
                ? toast.error(RETURN_MESSAGES.rejectNote)
                : run({ kind: 'decision', id: ret._id, decision: 'reject', note: note.trim() })
            }
          >
            Reject
          </Button>
        )}
      </div>
    </>
  );
}

function ManualPayout({ ret, steps }: { ret: ReturnRequestDto; steps: ReturnSteps }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <Label htmlFor="payout-reference">Payment reference (UTR / UPI transaction id)</Label>
        <Input
          id="payout-reference"
          value={steps.reference}
          maxLength={64}
          onChange={(e) => steps.setReference(e.target.value)}
        />
      </div>
      <ConfirmButton
        isLoading={steps.isPending}
        confirm={{
          title: 'Record this payout?',
          message: `${formatRupees(ret.refundAmount)} is recorded as paid to the customer with reference "${steps.reference.trim()}". The customer is told, and this cannot be undone.`,
          confirmLabel: 'Record payout',
          dismissLabel: 'Not yet',
        }}
        onConfirmed={() => steps.run({ kind: 'payout-paid', id: ret._id, reference: steps.reference.trim() })}
      >
        Mark paid
      </ConfirmButton>
    </div>
  );
}

/** The question before a refund: how much, and where it goes. */
function refundConfirmation(ret: ReturnRequestDto): Confirmation {
  return {
    title: `Refund ${formatRupees(ret.refundAmount)}?`,
    message:
      ret.refundMethod === 'razorpay'
        ? `${formatRupees(ret.refundAmount)} goes back to the customer's original payment through Razorpay. A refund cannot be taken back.`
        : `${formatRupees(ret.refundAmount)} is due to the customer, paid by you to the account they gave. A refund cannot be taken back.`,
    confirmLabel: `Refund ${formatRupees(ret.refundAmount)}`,
    dismissLabel: 'Not yet',
  };
}

/** The next step a return's status allows: decide, track and receive, refund, record a manual payout. */
export function ReturnActions({ ret, steps }: { ret: ReturnRequestDto; steps: ReturnSteps }) {
  const { run, isPending } = steps;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      {(ret.status === 'requested' || (ret.status === 'approved' && !ret.pickup)) && (
        <Decision ret={ret} steps={steps} />
      )}
      {(ret.status === 'pickup_scheduled' || ret.status === 'in_transit') && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" isLoading={isPending} onClick={() => run({ kind: 'track', id: ret._id })}>
            Refresh tracking
          </Button>
          <Button onClick={() => run({ kind: 'received', id: ret._id, damagedItemIds: steps.damaged })}>
            Received and verified
          </Button>
        </div>
      )}
      {ret.status === 'received' && (
        <ConfirmButton
          isLoading={isPending}
          confirm={refundConfirmation(ret)}
          onConfirmed={() => run({ kind: 'refund', id: ret._id })}
        >
          Refund {formatRupees(ret.refundAmount)}
        </ConfirmButton>
      )}
      {ret.status === 'refund_pending' && ret.refundMethod === 'manual' && <ManualPayout ret={ret} steps={steps} />}
      {ret.status === 'refund_pending' && ret.refundMethod === 'razorpay' && (
        <ConfirmButton
          variant="outline"
          isLoading={isPending}
          confirm={refundConfirmation(ret)}
          onConfirmed={() => run({ kind: 'refund', id: ret._id })}
        >
          Send the refund again
        </ConfirmButton>
      )}
    </div>
  );
}
