import { orderGst, placeOfSupplyState, principalRatePercent, supplyTypeOf, type GstBreakdown } from '@shop/shared/gst';
import { gstDocumentKind, type GstDocumentKind } from '@shop/shared/gst-documents';
import { uqcOf, type Uqc } from '@shop/shared/uqc';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { itemName } from '@shop/shared/item-name';
import { codCollection, type CodCollection } from '@shop/shared/cod-fee-advance';
import type { OrderWithItems } from './orders.repository';

export interface SellerDetails {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  /** The shop's logo as PNG, printed at the top left of invoices and credit notes. */
  logo?: Buffer;
  /** Hindi beside the English labels (the shop's setting; docs/decisions/260-hindi-labels-on-invoices.md). */
  hindiLabels?: boolean;
}

export function sellerFromSettings(settings: ShopSettings): SellerDetails {
  return {
    legalName: settings.legalName,
    address: settings.address,
    gstin: settings.gstin,
    state: settings.state,
    hindiLabels: settings.invoiceHindiLabels,
  };
}

export interface InvoiceLine {
  description: string;
  sku: string | null;
  hsn: string;
  /** GST unit quantity code, printed beside the quantity (decision 172); the fee takes its principal line's. */
  uqc: Uqc;
  quantity: number | null;
  unitPricePaise: number | null;
  /** This line's share of the coupon discount (docs/decisions/135-coupons.md); amountPaise is after it. */
  discountPaise: number;
  amountPaise: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  isFee: boolean;
}

/**
 * The registered recipient as the invoice bills it (CGST Rules 46(d)): legal name, registered address and
 * GSTIN; printed as "Bill to" apart from the delivery address, "Ship to" (docs/decisions/185).
 */
export interface BillTo {
  legalName: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  gstin: string;
}

export interface InvoiceModel {
  placeOfSupply: string;
  /** A B2B order with its registered address; null for a personal order and for B2B orders placed before it. */
  billTo: BillTo | null;
  gst: GstBreakdown;
  /** Tax Invoice, Bill of Supply or Invoice-cum-Bill of Supply, by what the document supplies (decision 170). */
  kind: GstDocumentKind;
  lines: InvoiceLine[];
  buyerGstin: string | null;
  /**
   * Amount paid in advance (a COD fee paid by UPI) and balance due on delivery: the one split the label and the
   * order pages read (docs/decisions/252). The fee's taxable value and GST do not change: it stays in the fee line.
   */
  collection: CodCollection;
}

export const FEE_DESCRIPTION = 'Shipping & handling';

/**
 * The GST figures of an order as its invoice, credit note and GSTR-1 show them: the one calculation of
 * packages/shared/src/gst.ts over the order's lines and its shipping/COD fee. The fee takes the HSN of the
 * principal supply's largest line (a composite supply is classified as its principal supply).
 */
export function buildInvoiceModel(order: OrderWithItems, sellerState: string): InvoiceModel {
  const placeOfSupply = placeOfSupplyState(order.shippingAddress.state, order.buyerGstin);
  // GST is on the value after the coupon discount: each line's share comes off before tax is taken out.
  const items = order.items.map((item) => ({
    amountPaise: item.unitPricePaise * item.quantity - item.discountPaise,
    ratePercent: item.gstRatePercent,
  }));
  const gst = orderGst(
    {
      items: order.items.map((item) => ({ ...item, ratePercent: item.gstRatePercent })),
      shippingFeePaise: order.shippingFeePaise,
    },
    supplyTypeOf(sellerState, placeOfSupply),
  );
  const principalRate = principalRatePercent(items);
  const principalItem = order.items
    .filter((item) => item.gstRatePercent === principalRate)
    .sort(
      (a, b) => b.unitPricePaise * b.quantity - b.discountPaise - (a.unitPricePaise * a.quantity - a.discountPaise),
    )[0];
  const lines = gst.lines.map((line): InvoiceLine => {
    const item = line.kind === 'item' ? order.items[line.index] : undefined;
    return {
      // The variant as sold, "Kurta (Size M / Maroon)" (decision 217).
      description: item ? itemName(item.name, item.variantTitle) : FEE_DESCRIPTION,
      sku: item?.sku ?? null,
      hsn: (item ? item.hsn : principalItem?.hsn) || '',
      uqc: uqcOf((item ?? principalItem)?.uqc),
      quantity: item?.quantity ?? null,
      unitPricePaise: item?.unitPricePaise ?? null,
      discountPaise: item?.discountPaise ?? 0,
      amountPaise: line.amountPaise,
      ratePercent: line.ratePercent,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      isFee: !item,
    };
  });
  const registered = order.buyerAddress;
  const billTo =
    order.buyerGstin && registered
      ? { legalName: order.buyerLegalName ?? order.customerName, ...registered, gstin: order.buyerGstin }
      : null;
  return {
    placeOfSupply,
    billTo,
    gst,
    kind: gstDocumentKind(gst, Boolean(order.buyerGstin)),
    lines,
    buyerGstin: order.buyerGstin,
    collection: codCollection(order),
  };
}
