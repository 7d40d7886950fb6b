import { loadSharp } from './heavy-modules';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Same hue, 40% darker: a solid second stop renders far faster than a translucent one. */
function darken(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * 0.6);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Draws a product-style picture offline (no network at seed time): coloured backdrop, shape, name. */
export async function renderPlaceholderImage(title: string, color: string, variant = 0, size = 800): Promise<Buffer> {
  const lines = wrap(title, 18);
  const shapes = [
    `<rect x="250" y="170" width="300" height="300" rx="48" fill="white" fill-opacity="0.9"/>`,
    `<circle cx="400" cy="320" r="160" fill="white" fill-opacity="0.9"/>`,
    `<polygon points="400,150 570,470 230,470" fill="white" fill-opacity="0.9"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color)}"/>
  </linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  ${shapes[variant % shapes.length]}
  <circle cx="400" cy="320" r="60" fill="${color}" fill-opacity="0.8"/>
  ${lines
    .map(
      (l, i) =>
        `<text x="400" y="${580 + i * 62}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="50" font-weight="bold" fill="white" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('\n  ')}
</svg>`;
  // Low encoder effort: these are seed pictures drawn at first start, where time matters more than bytes.
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 1 }).toBuffer();
}
