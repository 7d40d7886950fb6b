import { isAbortOrTimeout } from '../retrying-call';
import { labelAnswerSchema, manifestAnswerSchema } from './answer-schemas';
import { asProviderId, describeBody, parseOkAnswer, type RawAnswer } from './client-answers';
import type { ShiprocketTransport } from './client-transport';
import { ShiprocketError, type ShippingProvider } from './types';

/** Documents: the label, the manifest, and downloading the PDFs they link to. */
export function shiprocketDocumentCalls(
  { call, doFetch, seconds }: ShiprocketTransport,
  timeoutMs: number,
): Pick<ShippingProvider, 'generateLabel' | 'generateManifest' | 'downloadDocument'> {
  return {
    generateLabel(shipmentIds: string[]) {
      const request = { shipment_id: shipmentIds.map(asProviderId) };
      return call('POST', 'courier/generate/label', request, { isRepeatable: true }, (answer) => {
        const body = parseOkAnswer(labelAnswerSchema, answer, 'the label');
        if (body.label_created !== 1 || !body.label_url) {
          throw new ShiprocketError(
            'rejected',
            body.response ?? 'Shiprocket could not create the label',
            answer.status,
          );
        }
        return { labelUrl: body.label_url };
      });
    },

    /** Generates the manifest; when Shiprocket says it exists already, prints that one (by Shiprocket order ids). */
    async generateManifest(shipmentIds: string[], providerOrderIds: string[]) {
      const readUrl = (answer: RawAnswer, what: string) => {
        const body = parseOkAnswer(manifestAnswerSchema, answer, what);
        if (!body.manifest_url) throw new ShiprocketError('rejected', `Shiprocket answered no ${what}`, answer.status);
        return { manifestUrl: body.manifest_url };
      };
      const generated = await call(
        'POST',
        'manifests/generate',
        { shipment_id: shipmentIds.map(asProviderId) },
        { isRepeatable: true },
        (answer) => {
          const { message } = describeBody(answer.body);
          if (answer.status === 400 && message && /manifest already generated/i.test(message)) return null;
          return readUrl(answer, 'the manifest');
        },
      );
      if (generated) return generated;
      return call(
        'POST',
        'manifests/print',
        { order_ids: providerOrderIds.map(asProviderId) },
        { isRepeatable: true },
        (answer) => readUrl(answer, 'the manifest'),
      );
    },

    /** Links point at Shiprocket's file storage, which wants no token; only a PDF is accepted. */
    async downloadDocument(url: string): Promise<Buffer> {
      let res: Response;
      try {
        res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (isAbortOrTimeout(error))
          throw new ShiprocketError('timeout', `Shiprocket's document did not arrive within ${seconds} s`);
        throw new ShiprocketError('network', "Could not download Shiprocket's document");
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      if (!res.ok)
        throw new ShiprocketError('unavailable', `Shiprocket's document answered HTTP ${res.status}`, res.status);
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new ShiprocketError('invalid-answer', "Shiprocket's document is not a PDF", res.status);
      return bytes;
    },
  };
}
