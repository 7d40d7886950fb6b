import type { FastifyRequest } from 'fastify';
import { MAX_RETURN_PHOTOS, MAX_RETURN_VIDEO_BYTES } from '@shop/shared/returns';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import { AppError, badRequest } from '../../lib/errors';

async function drain(stream: NodeJS.ReadableStream) {
  for await (const _chunk of stream) {
    // discard
  }
}

/**
 * Reads the return form (multipart: `items` and `payout` as JSON text, `reason`, `description`, files as
 * `evidence`). Every file is read whole (at most 6, each capped by the video limit) before any is checked.
 */
export async function readReturnForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: Buffer[] }> {
  if (!request.isMultipart()) throw badRequest(RETURN_MESSAGES.evidenceMissing);
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_RETURN_VIDEO_BYTES, files: MAX_RETURN_PHOTOS + 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'evidence') {
          await drain(part.file);
          throw badRequest('Send photos or the video as "evidence"');
        }
        const buffer = await part.toBuffer();
        if (buffer.length === 0 && !part.filename) continue;
        files.push(buffer);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', RETURN_MESSAGES.videoTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(RETURN_MESSAGES.tooManyPhotos);
    throw badRequest('The return form could not be read');
  }
  const json = (name: string) => {
    const value = fields[name];
    if (typeof value !== 'string' || value === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw badRequest(name === 'items' ? RETURN_MESSAGES.items : RETURN_MESSAGES.payoutNeeded);
    }
  };
  return { fields: { ...fields, items: json('items'), payout: json('payout') }, files };
}
