/**
 * `https://wa.me/?text=<message>`: WhatsApp asks whom to send it to (sharing a product link). encodeURIComponent,
 * not URLSearchParams, which would turn spaces into `+` that WhatsApp shows literally (as whatsapp.ts does).
 */
export function buildWhatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
