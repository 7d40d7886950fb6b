import { B2B_MESSAGES, findBuyerProblem, type BuyerField } from '@shop/shared/b2b-buyer';
import type { AddressFieldName } from '../../../components/forms';

/**
 * The optional "GST invoice for my business" part of checkout (docs/decisions/053, 185): GSTIN, legal name and
 * the registered address the invoice bills ("Bill to"), apart from the delivery address ("Ship to").
 */
export interface BusinessBuyerValues {
  isBusiness: boolean;
  gstin: string;
  legalName: string;
  address: Record<AddressFieldName, string>;
}

export const EMPTY_BUSINESS_BUYER: BusinessBuyerValues = {
  isBusiness: false,
  gstin: '',
  legalName: '',
  address: { street: '', city: '', state: '', pincode: '' },
};

export type BusinessBuyerErrorField = 'gstin' | 'legalName' | AddressFieldName;
export type BusinessBuyerErrors = Partial<Record<BusinessBuyerErrorField, string>>;

/** The form field behind each field the shared check (and the server's 422) names. */
const FORM_FIELD: Record<BuyerField, BusinessBuyerErrorField> = {
  buyerGstin: 'gstin',
  buyerLegalName: 'legalName',
  'buyerAddress.street': 'street',
  'buyerAddress.city': 'city',
  'buyerAddress.state': 'state',
  'buyerAddress.pincode': 'pincode',
};

/** The field messages the server would answer with (same shared check): empty when acceptable or not asked. */
export function businessBuyerErrors(values: BusinessBuyerValues): BusinessBuyerErrors {
  if (!values.isBusiness) return {};
  if (!values.gstin.trim()) return { gstin: B2B_MESSAGES.gstinRequired };
  const problem = findBuyerProblem({ gstin: values.gstin, legalName: values.legalName, address: values.address });
  return problem ? { [FORM_FIELD[problem.field]]: problem.message } : {};
}

/** The first message of `errors`, in the order the fields are shown. */
export function firstBusinessBuyerError(errors: BusinessBuyerErrors): string | undefined {
  return errors.gstin ?? errors.legalName ?? errors.street ?? errors.city ?? errors.state ?? errors.pincode;
}

export interface BuyerPayload {
  buyerGstin: string;
  buyerLegalName: string;
  buyerAddress: Record<AddressFieldName, string>;
}

/** What goes into the order payload: nothing for a personal order. */
export function toBuyerPayload(values: BusinessBuyerValues): BuyerPayload | undefined {
  if (!values.isBusiness || !values.gstin.trim()) return undefined;
  const { street, city, state, pincode } = values.address;
  return {
    buyerGstin: values.gstin.trim().toUpperCase(),
    buyerLegalName: values.legalName.trim(),
    buyerAddress: { street: street.trim(), city: city.trim(), state, pincode: pincode.trim() },
  };
}
