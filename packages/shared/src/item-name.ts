// No zod here: the cart store, in every page's first chunk, imports this (docs/decisions/081-initial-js-budget.md).
/**
 * A line's name wherever one is shown or printed (cart, order pages, invoice, mails, the courier's label):
 * "Cotton Kurta (Size M / Maroon)", or the product's name alone for a product without options.
 */
export function itemName(name: string, variantTitle: string | null | undefined): string {
  return variantTitle ? `${name} (${variantTitle})` : name;
}
