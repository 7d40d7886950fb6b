/**
 * Hindi beside the English labels of invoices and credit notes, when the merchant switches it on
 * (docs/decisions/260-hindi-labels-on-invoices.md). The English legal labels stay: CGST Rule 46 names what an
 * invoice must carry, not its language, and the English words are what tax officers and the GST portal read.
 * The Hindi uses the formal terms of Hindi GST usage (कर बीजक, आपूर्ति का बिल, आपूर्ति का स्थान, प्रतिलोम
 * प्रभार); amounts, GSTINs, HSN codes and the words of the amount stay English.
 */
const HINDI: Record<string, string> = {
  'Tax Invoice': 'कर बीजक',
  'Bill of Supply': 'आपूर्ति का बिल',
  'Invoice-cum-Bill of Supply': 'बीजक-सह-आपूर्ति का बिल',
  'Credit Note': 'जमा पत्र',
  'Original for Recipient': 'प्राप्तकर्ता के लिए मूल प्रति',
  'Issued against the tax invoice below': 'नीचे दिए कर बीजक के सामने जारी',
  'Invoice No.': 'बीजक संख्या',
  'Invoice Date': 'बीजक की तारीख',
  'Order No.': 'ऑर्डर संख्या',
  'Order Date': 'ऑर्डर की तारीख',
  Payment: 'भुगतान',
  'Credit Note No.': 'जमा पत्र संख्या',
  'Credit Note Date': 'जमा पत्र की तारीख',
  'Against Invoice': 'संबंधित बीजक',
  Reason: 'कारण',
  'Bill to': 'बिल पाने वाला',
  'Ship to': 'माल भेजने का पता',
  'Bill to / Ship to': 'बिल पाने वाला / माल भेजने का पता',
  'Place of Supply': 'आपूर्ति का स्थान',
  'Supply Type': 'आपूर्ति का प्रकार',
  'Reverse Charge': 'प्रतिलोम प्रभार',
  Description: 'विवरण',
  Qty: 'मात्रा',
  'Rate (₹)': 'दर (₹)',
  'Value (₹)': 'मूल्य (₹)',
  'Taxable Value': 'कर योग्य मूल्य',
  'Amount (₹)': 'राशि (₹)',
  Total: 'कुल',
  'Total credited': 'कुल जमा',
  'Goods before discount': 'छूट से पहले माल',
  'Value of exempt supply': 'छूट प्राप्त आपूर्ति का मूल्य',
  'Amount paid in advance (UPI)': 'अग्रिम भुगतान (UPI)',
  'Balance due on delivery': 'डिलीवरी पर देय शेष',
  'Amount in words': 'राशि शब्दों में',
  'Tax summary': 'कर सारांश',
  Supply: 'आपूर्ति',
  'Authorised Signatory': 'प्राधिकृत हस्ताक्षरकर्ता',
};

/** Labels as one document prints them: English, or English with its Hindi beside it. */
export interface InvoiceLabels {
  /** "Invoice No." or "Invoice No. / बीजक संख्या" (a label without a Hindi term stays English). */
  label(english: string): string;
  /** The Hindi alone, for a line of its own under the English (the title); '' when off or unknown. */
  hindiOf(english: string): string;
  /** A table heading: the Hindi on a second line, so a narrow column does not wrap mid-word. */
  heading(english: string): string;
}

export function invoiceLabels(withHindi: boolean): InvoiceLabels {
  const hindiOf = (english: string) => (withHindi ? (HINDI[english] ?? '') : '');
  return {
    hindiOf,
    label: (english) => (hindiOf(english) ? `${english} / ${hindiOf(english)}` : english),
    heading: (english) => (hindiOf(english) ? `${english}\n${hindiOf(english)}` : english),
  };
}
