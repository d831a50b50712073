/**
 * Credential documents (issue 19): a PDF or an image of at most 10 MB, recognised by its bytes
 * (the data URL's MIME type is the sender's word, not checked), kept in the private storage.
 */
import { CREDENTIAL_DOC_MAX_BYTES, CREDENTIAL_MSG } from '@cimenta/shared';
import { badRequest } from '../../lib/errors';

export type DocumentType = { mime: string; extension: string };

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** What the bytes are, from their signature; null for anything but a PDF, JPEG, PNG or WebP. */
export function sniffDocument(b: Buffer): DocumentType | null {
  if (startsWith(b, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: 'webp' };
  return null;
}

const field = 'Documento';

/** The bytes of a data URL (or bare base64) and their type, or the Spanish 400 saying why not. */
export function readDocument(content: string): { bytes: Buffer; type: DocumentType } {
  const m = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,(.*)$/s.exec(content.trim());
  const b64 = m ? m[1] : content.trim();
  if (b64 === undefined || !/^[A-Za-z0-9+/=\s]*$/.test(b64)) throw badRequest([{ field, message: CREDENTIAL_MSG.documentType }]);
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > CREDENTIAL_DOC_MAX_BYTES) throw badRequest([{ field, message: CREDENTIAL_MSG.documentTooBig }]);
  const type = sniffDocument(bytes);
  if (!type) throw badRequest([{ field, message: CREDENTIAL_MSG.documentType }]);
  return { bytes, type };
}
