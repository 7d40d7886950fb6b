import { awaitsCodConfirmation } from '@shop/shared/cod-confirmation';
import { toWhatsAppId } from '../../providers/whatsapp/client';
import type { WhatsAppEvent } from '../../providers/whatsapp/webhook';
import { AppError } from '../../lib/errors';
import type { OrdersService } from './orders.service';

/** The quick-reply payloads of the COD confirmation template (docs/decisions/229-whatsapp-cod-replies.md). */
export const COD_REPLY_PAYLOAD = {
  confirm: (orderId: string) => `cod-confirm:${orderId}`,
  cancel: (orderId: string) => `cod-cancel:${orderId}`,
} as const;

const PAYLOAD = /^cod-(confirm|cancel):([0-9a-f-]{36})$/;

export type ReplyOutcome = 'confirmed' | 'cancelled' | 'ignored';

/**
 * A buyer's tap on Confirm or Cancel under the COD confirmation message. Acted on only when the tap comes from
 * the order's own delivery phone and the order still awaits its buyer; anything else (a repeat of a webhook
 * Meta delivers at least once, an old message, a forwarded one) is ignored, never an error Meta would retry.
 */
export async function actOnCodReply(
  orders: Pick<OrdersService, 'findOrderForReply' | 'confirmAwaitingCod' | 'cancelByCustomer'>,
  event: Extract<WhatsAppEvent, { kind: 'reply' }>,
): Promise<ReplyOutcome> {
  const match = event.payload ? PAYLOAD.exec(event.payload) : null;
  if (!match) return 'ignored';
  const [, action, orderId] = match as unknown as [string, 'confirm' | 'cancel', string];
  const order = await orders.findOrderForReply(orderId);
  if (!order || !order.userId || !awaitsCodConfirmation(order)) return 'ignored';
  if (toWhatsAppId(order.shippingAddress.phone) !== event.from) return 'ignored';
  try {
    if (action === 'confirm') await orders.confirmAwaitingCod(orderId);
    else await orders.cancelByCustomer({ id: order.userId, role: 'user' }, orderId);
    return action === 'confirm' ? 'confirmed' : 'cancelled';
  } catch (error) {
    // The order moved on between the read and the act (expired, confirmed by phone): nothing to do.
    if (error instanceof AppError) return 'ignored';
    throw error;
  }
}
