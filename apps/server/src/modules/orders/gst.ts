/** GST state codes (the first two digits of a GSTIN), for the place of supply on a tax invoice. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01', 'Himachal Pradesh': '02', Punjab: '03', Chandigarh: '04', Uttarakhand: '05',
  Haryana: '06', Delhi: '07', Rajasthan: '08', 'Uttar Pradesh': '09', Bihar: '10', Sikkim: '11',
  'Arunachal Pradesh': '12', Nagaland: '13', Manipur: '14', Mizoram: '15', Tripura: '16', Meghalaya: '17',
  Assam: '18', 'West Bengal': '19', Jharkhand: '20', Odisha: '21', Chhattisgarh: '22', 'Madhya Pradesh': '23',
  Gujarat: '24', 'Dadra and Nagar Haveli and Daman and Diu': '26', Maharashtra: '27', Karnataka: '29', Goa: '30',
  Lakshadweep: '31', Kerala: '32', 'Tamil Nadu': '33', Puducherry: '34', 'Andaman and Nicobar Islands': '35',
  Telangana: '36', 'Andhra Pradesh': '37', Ladakh: '38',
};

export function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state];
  return code ? `${state} (${code})` : state;
}

export interface GstLine {
  /** GST-inclusive amount of the line in paise (unit price x quantity). */
  amountPaise: number;
  ratePercent: number;
}

export interface GstBreakdown {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a GST-inclusive amount (Indian prices include GST): taxable = amount x 100 / (100 + rate), rounded
 * to paise; the tax is the rest, so taxable + tax always equals what the shopper paid. Within the seller's
 * state the tax is CGST + SGST at half the rate each; to any other state it is IGST.
 */
export function splitGst(line: GstLine, isIntraState: boolean): GstBreakdown {
  const taxablePaise = Math.round((line.amountPaise * 100) / (100 + line.ratePercent));
  const taxPaise = line.amountPaise - taxablePaise;
  if (!isIntraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.round(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

export function isSameState(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
