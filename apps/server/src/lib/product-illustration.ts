import { loadSharp } from './heavy-modules';

/** One drawing of an icon set: [element, attributes] pairs on a 24 x 24 grid (lucide's IconNode). */
export type IconDrawing = ReadonlyArray<readonly [string, Readonly<Record<string, string | number | undefined>>]>;

export type IllustrationView = 'front' | 'angle' | 'detail';

const SIZE = 800;

const escapeAttribute = (value: string) =>
  value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** Mixes a #rrggbb colour with white (amount 0 keeps it, 1 is white) or, for a negative amount, with black. */
export function mixColor(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - weight) + target * weight);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function iconElements(drawing: IconDrawing): string {
  return drawing
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name, value]) => value !== undefined && name !== 'key')
        .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

const VIEWS: Record<IllustrationView, { scale: number; rotate: number; x: number; y: number; halo: number }> = {
  front: { scale: 18, rotate: 0, x: 400, y: 380, halo: 270 },
  angle: { scale: 16, rotate: -12, x: 410, y: 385, halo: 250 },
  detail: { scale: 28, rotate: 0, x: 470, y: 450, halo: 330 },
};

/**
 * A clean catalogue picture drawn offline at seed time: the product's icon, in its colour, on a soft backdrop
 * with a shadow — no text baked in, so the page's own labels are the only labels (docs/decisions/084-demo-pictures.md).
 */
export function illustrationSvg(drawing: IconDrawing, color: string, view: IllustrationView = 'front'): string {
  const { scale, rotate, x, y, halo } = VIEWS[view];
  const ink = mixColor(color, -0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${mixColor(color, 0.94)}"/><stop offset="1" stop-color="${mixColor(color, 0.8)}"/>
    </linearGradient>
    <radialGradient id="halo"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#backdrop)"/>
  <circle cx="${x}" cy="${y}" r="${halo}" fill="url(#halo)"/>
  <ellipse cx="${x}" cy="${Math.min(y + 12 * scale, 730)}" rx="${8 * scale}" ry="${1.4 * scale}" fill="${ink}" fill-opacity="0.14"/>
  <g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-12 -12)" stroke-linecap="round" stroke-linejoin="round">
    <g fill="${mixColor(color, 0.55)}" stroke="none" opacity="0.55">${iconElements(drawing)}</g>
    <g fill="none" stroke="${ink}" stroke-width="1.35">${iconElements(drawing)}</g>
  </g>
</svg>`;
}

/** The illustration as an 800 x 800 WebP. */
export async function renderIllustration(
  drawing: IconDrawing,
  color: string,
  view: IllustrationView = 'front',
): Promise<Buffer> {
  const sharp = await loadSharp();
  // Low encoder effort: these are seed pictures drawn at first start, where time matters more than bytes.
  return sharp(Buffer.from(illustrationSvg(drawing, color, view)))
    .webp({ quality: 82, effort: 1 })
    .toBuffer();
}
