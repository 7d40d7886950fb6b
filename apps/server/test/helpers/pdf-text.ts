import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by pdfkit (our invoices, the Shiprocket simulator's labels), without a PDF
 * library: pdfkit writes Flate-compressed content streams whose text is hex strings (`<414257> Tj`) in the
 * standard fonts' one-byte encoding. Enough for tests to read an AWB or a name off a page.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streamRe = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F\s]+)>\s*\]?\s*TJ?/g)) {
      parts.push(Buffer.from(hex[1]!.replace(/\s+/g, ''), 'hex').toString('latin1'));
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const chunks = [...array[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'));
      parts.push(chunks.join(''));
    }
    streamRe.lastIndex = end + 'endstream'.length;
  }
  return parts.join('\n');
}
