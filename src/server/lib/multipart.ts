import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { AppError, badRequest, photoTooLarge } from './app-error.ts';
import { assertNoNul } from './nul-bytes.ts';

const MALFORMED_FORM_MESSAGE = 'The form data is malformed or incomplete';

export type FormInput = { fields: Record<string, string>; image: Buffer | null };

/**
 * Reads a multipart form: text fields, and at most one file in the `image` field, buffered in memory up
 * to 10 MB. A larger file is refused with 413 while it streams, before anything is stored. A field (or
 * field name) holding a NUL character, a form without its boundary or cut short answers 400.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<FormInput> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 30 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          part.file.resume();
          throw badRequest(`Unexpected file field: ${part.fieldname}`, 'MALFORMED_REQUEST');
        }
        const data = await part.toBuffer();
        image = data.length > 0 ? data : null;
      } else {
        const value = String(part.value ?? '');
        assertNoNul({ [part.fieldname]: value }, '');
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw badRequest('Only one image can be sent', 'MALFORMED_REQUEST', 'image');
    if (typeof statusCode === 'number' && statusCode < 500) throw err;
    // busboy's own errors (no boundary, unexpected end of form) describe the sender's bytes, not a fault.
    throw badRequest(MALFORMED_FORM_MESSAGE, 'MALFORMED_REQUEST');
  }
  return { fields, image };
}

const readForms = new WeakMap<FastifyRequest, Promise<FormInput>>();

/**
 * The form of a session request: multipart fields and image, or a JSON body without an image. Read once
 * per request (the idempotency check reads it before the route, for its fingerprint).
 */
export function readSessionRequest(request: FastifyRequest): Promise<FormInput> {
  let form = readForms.get(request);
  if (!form) {
    form = readSessionForm(request);
    readForms.set(request, form);
  }
  return form;
}

async function readSessionForm(request: FastifyRequest): Promise<FormInput> {
  if (request.isMultipart()) return readMultipartForm(request);
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Expected a JSON object', 'MALFORMED_REQUEST');
  return { fields: body as Record<string, string>, image: null };
}
