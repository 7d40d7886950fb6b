import type { ImageStore } from '../../lib/images/product-images';
import { loadSharp } from '../../lib/heavy-modules';

/** Tallest the logo is kept for documents: 40 pt on the invoice, rendered at 4x for print. */
const DOCUMENT_LOGO_HEIGHT = 160;

/**
 * The shop's logo as PNG for PDF documents (pdfkit draws PNG and JPEG, the stored logo is WebP). Converted once
 * per logo and kept while the setting names it; a logo that cannot be read is left off the document rather
 * than failing an invoice (docs/decisions/215-logo-and-theme-colour.md).
 */
export function createDocumentLogo(images: Pick<ImageStore, 'read'>) {
  let cached: { logoUrl: string; png: Promise<Buffer | null> } | undefined;

  async function toPng(logoUrl: string): Promise<Buffer | null> {
    try {
      const stored = await images.read(logoUrl);
      if (!stored) return null;
      const sharp = await loadSharp();
      return await sharp(stored)
        .resize({ height: DOCUMENT_LOGO_HEIGHT, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch {
      return null;
    }
  }

  return async function documentLogo(logoUrl: string): Promise<Buffer | null> {
    if (!logoUrl) return null;
    if (cached?.logoUrl !== logoUrl) cached = { logoUrl, png: toPng(logoUrl) };
    const png = await cached.png;
    // A logo missing now (another process still writing it to a shared bucket) is looked for again next time.
    if (!png && cached.logoUrl === logoUrl) cached = undefined;
    return png;
  };
}
