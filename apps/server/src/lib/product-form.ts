import type { FastifyRequest } from 'fastify';
import { MAX_PRODUCT_IMAGES, PRODUCT_FORM_MESSAGES } from '@shop/shared/schemas/product-form';
import { AppError, badRequest } from './errors';

export interface ProductFormUpload {
  fields: Record<string, unknown>;
  /** Uploaded files in the order they were sent, not yet checked to be pictures. */
  files: Buffer[];
}

// A repeated list field (two `tags` entries) is read as one comma-separated list; any other field keeps its last value.
const LIST_FIELDS = new Set(['tags', 'specialFeatures']);
const isImageField = (name: string) => /^images?(\[\d*\])?$/.test(name);

/**
 * Reads the product form: multipart/form-data (the admin screen) or JSON (API clients, no pictures).
 * Files are read whole into memory; each is capped at `uploadLimitBytes` by @fastify/multipart and there
 * are at most 8 of them, so a form never holds more than 8 x the limit.
 */
export async function readProductForm(request: FastifyRequest, uploadLimitBytes: number): Promise<ProductFormUpload> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, files: [] };
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send the product as multipart/form-data');
    return { fields: { ...(body as Record<string, unknown>) }, files: [] };
  }

  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isImageField(part.fieldname)) {
          await drain(part.file);
          throw badRequest(`Unexpected file field "${part.fieldname}": send pictures as "images"`);
        }
        const buffer = await part.toBuffer();
        // A file input left empty is sent as a part with no name and no bytes.
        if (buffer.length === 0 && !part.filename) continue;
        if (files.length >= MAX_PRODUCT_IMAGES) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyImages);
        files.push(buffer);
      } else {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          LIST_FIELDS.has(part.fieldname) && typeof previous === 'string' ? `${previous},${value}` : value;
      }
    }
  } catch (error) {
    throw toFormError(error, uploadLimitBytes);
  }
  return { fields, files };
}

async function drain(stream: NodeJS.ReadableStream) {
  for await (const _chunk of stream) {
    // discard
  }
}

/** @fastify/multipart's limit errors become the shop's JSON errors with a message an admin understands. */
function toFormError(error: unknown, uploadLimitBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', PRODUCT_FORM_MESSAGES.imageTooLarge(uploadLimitBytes));
    case 'FST_FILES_LIMIT':
      return badRequest(PRODUCT_FORM_MESSAGES.tooManyImages);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The product form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('The product form could not be read');
    default: {
      // Anything else thrown while reading the parts is a malformed body (busboy: 'Unexpected end of form').
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      return typeof status === 'number' && status >= 400 && status < 500
        ? error
        : badRequest('The product form could not be read');
    }
  }
}
