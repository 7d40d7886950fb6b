import type { ImageWidth } from '@shop/shared/schemas/catalog';

/** Only pictures the shop serves itself have resized variants (`/uploads/...?w=400`). */
function isResizable(path: string): boolean {
  return path.startsWith('/uploads/') && !path.includes('?');
}

/** The URL of a picture at one of the server's widths; foreign or odd URLs are used as they are. */
export function imageUrl(path: string, width: ImageWidth): string {
  return isResizable(path) ? `${path}?w=${width}` : path;
}

/** A `srcSet` over the given widths, or undefined when the picture has no variants. */
export function imageSrcSet(path: string, widths: readonly ImageWidth[]): string | undefined {
  if (!isResizable(path) || widths.length === 0) return undefined;
  return widths.map((width) => `${imageUrl(path, width)} ${width}w`).join(', ');
}
