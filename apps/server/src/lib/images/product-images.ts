import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { PRODUCT_FORM_MESSAGES } from '@shop/shared/schemas/product-form';
import { badRequest } from '../errors';
import { loadSharp } from '../heavy-modules';

/** Longest side of a stored product picture; the storefront asks for smaller copies with `?w=`. */
export const MAX_IMAGE_SIDE = 1600;
// Refuses decompression bombs; 50 megapixels is far above any product photo.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Where product pictures live. The local directory is served under /uploads; a shared directory or an
 * S3-compatible bucket can stand behind the same two calls when several servers run.
 */
export interface ImageStore {
  /** Stores a WebP picture and returns the public path the API shows (`/uploads/products/<name>.webp`). */
  saveProductImage(webp: Buffer): Promise<string>;
  /** Removes a picture saved by this process that ended up unused (a failed save). */
  remove(publicPath: string): Promise<void>;
  /** The stored bytes of a picture this store saved (`/uploads/products/...`), or null when it is not there. */
  read(publicPath: string): Promise<Buffer | null>;
}

export function createLocalImageStore(uploadsDir: string): ImageStore {
  const root = resolve(uploadsDir);
  const productsDir = join(root, 'products');
  return {
    async saveProductImage(webp) {
      await mkdir(productsDir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      const target = join(productsDir, name);
      // Written under a temporary name and renamed, so another process never serves half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, webp);
      await rename(temporary, target);
      return `/uploads/products/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith('/uploads/')) return;
      const file = resolve(root, publicPath.slice('/uploads/'.length));
      if (file.startsWith(root + sep)) await rm(file, { force: true });
    },
    async read(publicPath) {
      if (!publicPath.startsWith('/uploads/products/')) return null;
      const file = resolve(root, publicPath.slice('/uploads/'.length));
      if (!file.startsWith(productsDir + sep)) return null;
      return readFile(file).catch(() => null);
    },
  };
}

/**
 * Turns an uploaded file into the stored picture: the bytes must decode as JPEG, PNG, WebP, AVIF or GIF
 * (the file name and declared type prove nothing), EXIF rotation is applied, the picture is fitted inside
 * 1600 x 1600 and written as WebP (which also drops EXIF and GPS data). A file path is read by sharp itself,
 * so an upload kept on disk is never held whole in memory.
 */
export async function toProductWebp(upload: Buffer | string): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    const meta = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // sharp reports AVIF as 'heif' with AV1 compression; other HEIF (HEIC) is not accepted.
    format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  } catch {
    throw badRequest(PRODUCT_FORM_MESSAGES.notAnImage);
  }
  if (!format || !['jpeg', 'png', 'webp', 'avif', 'gif'].includes(format))
    throw badRequest(PRODUCT_FORM_MESSAGES.notAnImage);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('This image could not be read. Please try another file.');
  }
}

/**
 * Converts and stores uploads one at a time (bounded memory and CPU); returns their public paths. Every file
 * is checked before any is stored, so a bad third file leaves nothing behind.
 */
export async function storeProductPictures(images: ImageStore, files: readonly Buffer[]): Promise<string[]> {
  const webps: Buffer[] = [];
  for (const file of files) webps.push(await toProductWebp(file));
  const saved: string[] = [];
  try {
    for (const webp of webps) saved.push(await images.saveProductImage(webp));
  } catch (error) {
    await discardPictures(images, saved);
    throw error;
  }
  return saved;
}

/** Removes stored pictures a failed or undone write no longer uses; a picture that will not go is left. */
export async function discardPictures(images: ImageStore, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => images.remove(p).catch(() => undefined)));
}

/** Longest side of a stored shop logo (decision 215): the header shows it at 36 px, mails at 48. */
const MAX_LOGO_SIDE = 512;

/**
 * The shop logo: the bytes must decode as PNG, JPEG or WebP (`badType` otherwise), fitted inside 512 x 512
 * and written as WebP with its transparency, through the same store as product pictures.
 */
export async function toLogoWebp(upload: Buffer, badType: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const format = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !['jpeg', 'png', 'webp'].includes(format)) throw badRequest(badType);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw badRequest(badType);
  }
}
