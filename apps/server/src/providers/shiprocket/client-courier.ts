import { awbAnswerSchema, pickupAnswerSchema, serviceabilityAnswerSchema } from './answer-schemas';
import { asProviderId, describeBody, idText, isObject, parseOkAnswer, unwrapTracking } from './client-answers';
import type { ShiprocketTransport } from './client-transport';
import {
  ShiprocketError,
  type PickupResult,
  type ServiceabilityQuery,
  type ServiceabilityResponse,
  type ShippingProvider,
} from './types';

/** The courier: an AWB, the pickup, tracking, and which couriers serve a PIN. */
export function shiprocketCourierCalls(
  call: ShiprocketTransport['call'],
): Pick<ShippingProvider, 'assignAwb' | 'trackShipment' | 'trackAwb' | 'generatePickup' | 'checkServiceability'> {
  /** Tracking is a read: asking again is harmless. */
  const track = (path: string) => call('GET', path, undefined, { isRepeatable: true }, unwrapTracking);
  return {
    // Not repeated here: the tracking poll assigns a missing AWB later, with the state read afresh.
    assignAwb({ shipmentId, courierId }) {
      const request = { shipment_id: asProviderId(shipmentId), ...(courierId ? { courier_id: courierId } : {}) };
      return call('POST', 'courier/assign/awb', request, { isRepeatable: false }, (answer) => {
        const body = parseOkAnswer(awbAnswerSchema, answer, 'the AWB');
        const data = body.response?.data;
        if (body.awb_assign_status !== 1 || data?.awb_code == null || data.awb_code === '') {
          throw new ShiprocketError(
            'rejected',
            data?.awb_assign_error ?? body.message ?? 'Shiprocket could not assign an AWB',
            200,
          );
        }
        return {
          awbCode: String(data.awb_code),
          courierName: data.courier_name ?? null,
          courierCompanyId: idText(data.courier_company_id),
        };
      });
    },

    trackShipment: (shipmentId: string) => track(`courier/track/shipment/${encodeURIComponent(shipmentId)}`),
    trackAwb: (awb: string) => track(`courier/track/awb/${encodeURIComponent(awb)}`),

    // A repeat is harmless: Shiprocket answers "Already in Pickup Queue", which counts as done.
    generatePickup(shipmentId: string): Promise<PickupResult> {
      const request = { shipment_id: [asProviderId(shipmentId)] };
      return call('POST', 'courier/generate/pickup', request, { isRepeatable: true }, (answer) => {
        const { message } = describeBody(answer.body);
        if (answer.status === 400 && message && /already in pickup queue/i.test(message)) {
          return { pickupScheduledDate: null, pickupToken: null, alreadyRequested: true };
        }
        const body = parseOkAnswer(pickupAnswerSchema, answer, 'the pickup');
        if (body.pickup_status !== 1) {
          throw new ShiprocketError('rejected', message ?? 'Shiprocket could not schedule the pickup', answer.status);
        }
        const token = body.response?.pickup_token_number;
        return {
          pickupScheduledDate: body.response?.pickup_scheduled_date ?? null,
          pickupToken: token == null ? null : String(token),
          alreadyRequested: false,
        };
      });
    },

    /** An unserviceable PIN is an answer (status 404), not an error, whether it comes as HTTP 404 or in a 200. */
    checkServiceability(query: ServiceabilityQuery): Promise<ServiceabilityResponse> {
      const params = new URLSearchParams({
        pickup_postcode: query.pickupPincode,
        delivery_postcode: query.deliveryPincode,
        cod: query.cod ? '1' : '0',
        weight: String(query.weightKg),
      });
      // Units of the API reference: weight in kg, the box in cm, the value in rupees.
      if (query.dimensionsCm) {
        params.set('length', String(query.dimensionsCm.length));
        params.set('breadth', String(query.dimensionsCm.breadth));
        params.set('height', String(query.dimensionsCm.height));
      }
      if (query.declaredValue !== undefined) params.set('declared_value', String(query.declaredValue));
      if (query.isReturn) params.set('is_return', '1');
      return call(
        'GET',
        `courier/serviceability/?${params.toString()}`,
        undefined,
        { isRepeatable: true },
        (answer) => {
          const body = answer.body;
          if (answer.status === 404 || (answer.status === 200 && isObject(body) && body.status === 404)) {
            return {
              status: 404,
              message: describeBody(body).message ?? 'No courier serviceable',
              data: { available_courier_companies: [] },
            };
          }
          const data = parseOkAnswer(serviceabilityAnswerSchema, answer, 'serviceability');
          return { status: data.status ?? 200, message: data.message, data: data.data };
        },
      );
    },
  };
}
