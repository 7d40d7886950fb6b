import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A PDF the shop made (invoice, credit note, sales report) read the way a person sees it, through poppler's
 * command-line tools (Debian's poppler-utils). pdf-text.ts reads pdfkit's streams without a tool instead, for
 * tests that only look for a word.
 */

let workDir: string | undefined;

function run(
  tool: 'pdftotext' | 'pdffonts' | 'pdfinfo' | 'pdfimages',
  pdf: Buffer,
  args: (file: string) => string[],
): string {
  workDir ??= mkdtempSync(join(tmpdir(), 'poppler-pdf-'));
  const file = join(workDir, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(`/usr/bin/${tool}`, args(file), { encoding: 'utf8' });
}

/** The PDF's text, laid out as on the page unless `layout` is false (then in reading order). */
export function pdfPageText(pdf: Buffer, { layout = true } = {}): string {
  return run('pdftotext', pdf, (file) => [...(layout ? ['-layout'] : []), file, '-']);
}

/** pdffonts' table of the fonts the PDF uses (name, type, embedded). */
export function pdfFonts(pdf: Buffer): string {
  return run('pdffonts', pdf, (file) => [file]);
}

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  const info = run('pdfinfo', pdf, (file) => [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** The pictures drawn in the PDF, as pdfimages lists them (page, width and height in pixels). */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  const rows = run('pdfimages', pdf, (file) => ['-list', file])
    .split('\n')
    .slice(2);
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((cells) => cells.length > 4 && cells[2] === 'image')
    .map((cells) => ({ page: Number(cells[0]), width: Number(cells[3]), height: Number(cells[4]) }));
}
