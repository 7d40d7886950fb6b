import { randomBytes } from 'node:crypto';
import { paiseToRupees } from '@shop/shared/money';
import { shiprocketOrderValuePaise } from '@shop/shared/shiprocket-money';
import { loadPdfDocument } from '../../lib/heavy-modules';
import type { SimShipment } from './simulator-model';

/** What the simulator prints on a shipping label or a manifest: enough for a person (and pdftotext) to read. */
export interface SimLabelShipment {
  awb: string;
  courierName: string;
  shipmentId: number;
  channelOrderId: string;
  consignee: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  paymentMethod: string;
  /** Rupees: what the courier collects on COD, and the parcel's declared value when prepaid. */
  orderValue: number;
}

async function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A6',
      margin: 18,
      info: { Title: 'Shiprocket document', Producer: 'Shiprocket simulator' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** One label page per shipment, like Shiprocket's label PDF (courier, AWB, consignee, COD amount). */
export function renderLabels(shipments: SimLabelShipment[]): Promise<Buffer> {
  return render((doc) => {
    shipments.forEach((s, i) => {
      if (i > 0) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(12).text(s.courierName);
      doc.font('Helvetica').fontSize(10).text(`AWB: ${s.awb}`);
      doc.text(`Shipment: ${s.shipmentId}  Order: ${s.channelOrderId}`);
      doc.moveDown();
      doc.font('Helvetica-Bold').text('Deliver to');
      doc.font('Helvetica').text(s.consignee).text(s.address).text(`${s.city}, ${s.state} ${s.pincode}`);
      doc.moveDown();
      const value = `Rs. ${s.orderValue.toFixed(2)}`;
      doc.text(s.paymentMethod.toUpperCase() === 'COD' ? `COD: collect ${value}` : `PREPAID  Declared value: ${value}`);
    });
  });
}

/** A pickup manifest listing the shipments handed to the courier. */
export function renderManifest(reference: string, shipments: SimLabelShipment[]): Promise<Buffer> {
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(12).text(`Manifest ${reference}`);
    doc.font('Helvetica').fontSize(9);
    for (const s of shipments) doc.text(`${s.courierName}  AWB ${s.awb}  Order ${s.channelOrderId}`);
    doc.moveDown().text(`Total shipments: ${shipments.length}`);
  });
}

/** What a label or a manifest prints of a shipment. */
export function labelShipment(s: SimShipment): SimLabelShipment {
  return {
    awb: s.awb ?? '',
    courierName: s.courier?.name ?? '',
    shipmentId: s.shipmentId,
    channelOrderId: s.channelOrderId,
    consignee: `${s.payload.billing_customer_name} ${s.payload.billing_last_name ?? ''}`.trim(),
    address: s.payload.billing_address,
    city: s.payload.billing_city,
    state: s.payload.billing_state,
    pincode: String(s.payload.billing_pincode),
    paymentMethod: String(s.payload.payment_method),
    // Shiprocket's reading of the money fields, the same rule the shop's payload is built from.
    orderValue: paiseToRupees(shiprocketOrderValuePaise(s.payload)),
  };
}

/** Generated documents, served under /files like Shiprocket's S3 links. */
export function createSimFiles() {
  const files = new Map<string, Buffer>();
  let nextFile = 1;
  async function storeFile(kind: 'label' | 'manifest', content: Promise<Buffer>): Promise<string> {
    const name = `${kind}-${nextFile++}-${randomBytes(6).toString('hex')}.pdf`;
    files.set(name, await content);
    return name;
  }
  return { files, storeFile };
}
