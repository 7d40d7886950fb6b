// Image, PDF and S3 libraries load on first use, not at start: together they hold ~70 MB of an idle server's
// memory, and most processes of a small shop go hours without resizing a picture or printing an invoice
// (docs/decisions/083-idle-memory.md).
import type SharpModule from 'sharp';
import type PdfKitModule from 'pdfkit';
import type * as S3Module from '@aws-sdk/client-s3';

type Sharp = typeof SharpModule;
type PdfDocumentClass = typeof PdfKitModule;
type S3Sdk = typeof S3Module;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const loadSharp: () => Promise<Sharp> = once(async () => (await import('sharp')).default);
export const loadPdfDocument: () => Promise<PdfDocumentClass> = once(async () => (await import('pdfkit')).default);
export const loadS3Sdk: () => Promise<S3Sdk> = once(() => import('@aws-sdk/client-s3'));
