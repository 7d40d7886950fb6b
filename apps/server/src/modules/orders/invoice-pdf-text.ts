import { paiseToRupees } from '@shop/shared/money';
import { createRequire } from 'node:module';

/**
 * Noto Sans, bundled as npm packages (OFL): Noto Sans carries the rupee sign and Devanagari besides Latin, so
 * names such as "अनन्या शर्मा" print as written (pdfkit shapes them with the font's OpenType tables). Noto
 * Sans has no South Indian scripts: a text with Tamil or Kannada letters is set in Noto Sans Tamil / Kannada,
 * which also carry Latin, digits and ₹ (docs/decisions/056-invoice-fonts.md). pdfkit embeds only the fonts a
 * document uses.
 */
const requireFont = createRequire(import.meta.url);
const fontFile = (pkg: string, weight: '400Regular' | '700Bold', family: string) =>
  requireFont.resolve(`@expo-google-fonts/${pkg}/${weight}/${family}_${weight}.ttf`);
export const FONT_FILES = {
  NotoSans: fontFile('noto-sans', '400Regular', 'NotoSans'),
  'NotoSans-Bold': fontFile('noto-sans', '700Bold', 'NotoSans'),
  NotoSansTamil: fontFile('noto-sans-tamil', '400Regular', 'NotoSansTamil'),
  'NotoSansTamil-Bold': fontFile('noto-sans-tamil', '700Bold', 'NotoSansTamil'),
  NotoSansKannada: fontFile('noto-sans-kannada', '400Regular', 'NotoSansKannada'),
  'NotoSansKannada-Bold': fontFile('noto-sans-kannada', '700Bold', 'NotoSansKannada'),
} as const;
export const FONT = 'NotoSans';
export const BOLD = 'NotoSans-Bold';
const TAMIL = /[\u0B80-\u0BFF]/u;
/** Devanagari to Sinhala: scripts whose vowel signs may be drawn before their consonant. */
const INDIC = /[\u0900-\u0DFF]/u;
const KANNADA = /[\u0C80-\u0CFF]/u;

/** The bundled font that can draw `text`: by the first South Indian script it holds, else Noto Sans. */
export function invoiceFontFor(text: string, isBold = false): keyof typeof FONT_FILES {
  const tamil = text.search(TAMIL);
  const kannada = text.search(KANNADA);
  const family =
    tamil >= 0 && (kannada < 0 || tamil < kannada) ? 'NotoSansTamil' : kannada >= 0 ? 'NotoSansKannada' : 'NotoSans';
  return isBold ? `${family}-Bold` : family;
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** en-IN grouping: 123456 -> "1,234.56"; with the sign: "₹1,234.56". */
export const amount = (paise: number) => amountFormat.format(paiseToRupees(paise));
export const rupees = (paise: number) => `₹${amount(paise)}`;
export const day = (d: Date | null) => (d ? dateFormat.format(d) : '-');

/**
 * Writes `text` as doc.text does. Indic text is wrapped in a span carrying its ActualText: a shaped Indic word
 * draws some vowel signs before their consonant (Tamil "செ" as ெ + ச), and a PDF reader's copy, search or
 * text extraction would otherwise read the glyphs in drawing order.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  ...rest: [number?, number?, PDFKit.Mixins.TextOptions?]
) {
  const isIndic = INDIC.test(text);
  if (isIndic) doc.markContent('Span', { actual: text });
  const [x, y, options] = rest;
  if (x === undefined) doc.text(text, options);
  else doc.text(text, x, y, options);
  if (isIndic) doc.endMarkedContent();
}
