/**
 * The photos of a quote request: a client's home is nobody else's business. They are kept in the
 * private storage beside the credential documents (`quotes/<request>/<photo>.webp`, never under
 * `/uploads`), stored in the row as `/private/quotes/<request>/<photo>.webp`, and shown only through
 * signed links that expire (`/api/v1/quote-photos/<request>.<photo>.<expiry>.<mac>`): the inbox and
 * the client's follow page sign them for a day, the mails for the life of a conversation. A link's
 * expiry is rounded up to a whole day, so the same photo keeps the same URL all day (the browser's
 * private cache keeps it). Requests made before this kept their photos under `/uploads/quotes/…`:
 * those URLs are answered as they are, and removed from the public store.
 */
import { createImageStore, type ImageStore } from '../../infra/images';
import type { ObjectStorage, StoredObject } from '../../infra/storage';
import type { SignedTokens } from '../../lib/signed';

const PREFIX = '/private/';
const PURPOSE = 'quote-photo';
const DAY_MS = 24 * 3600 * 1000;
/** A link in the inbox or on the follow page (signed again at every load). */
export const PAGE_LINK_DAYS = 1;
/** A link in a mail: as long as the conversation a company may come back to. */
export const MAIL_LINK_DAYS = 90;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRIVATE = /^\/private\/quotes\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.webp$/;

type Deps = {
  storage: ObjectStorage;
  /** The public store: the photos of requests made before they became private. */
  legacy: ImageStore;
  signed: SignedTokens;
  publicUrl: string;
  now?: () => number;
};

export function quotePhotos({ storage, legacy, signed, publicUrl, now = Date.now }: Deps) {
  const store = createImageStore(storage, { privatePrefix: PREFIX });
  return {
    /** Validates, re-encodes and keeps one photo of a request; answers what the row stores. */
    save: async (content: string, requestId: string) => (await store.save(content, 'photo', `quotes/${requestId}`)).url,
    remove: (stored: string) => (stored.startsWith(PREFIX) ? store.remove(stored) : legacy.remove(stored)),
    /** Every photo of a request, private or from before. */
    async removeAllOf(requestId: string) {
      await store.removeFolder(`quotes/${requestId}`);
      await legacy.removeFolder(`quotes/${requestId}`);
    },
    /** A link to a stored photo valid for `days` (whole days); absolute for a mail. */
    link(stored: string, days: number, absolute = false): string {
      const m = PRIVATE.exec(stored);
      if (!m) return stored.startsWith('/') && absolute ? `${publicUrl}${stored}` : stored;
      const expiry = String((Math.ceil((now() + days * DAY_MS) / DAY_MS) * DAY_MS) / 1000);
      const path = `/api/v1/quote-photos/${signed.sign(PURPOSE, [m[1] as string, m[2] as string, expiry])}`;
      return absolute ? `${publicUrl}${path}` : path;
    },
    /** The photo a link names while it is valid; null otherwise (the caller answers 404). */
    async open(token: string): Promise<StoredObject | null> {
      const [request, photo, expiry] = signed.verify(PURPOSE, token, 3) ?? [];
      if (!request || !photo || !UUID.test(request) || !UUID.test(photo)) return null;
      if (!/^\d{1,12}$/.test(expiry ?? '') || Number(expiry) * 1000 <= now()) return null;
      return storage.get(`quotes/${request}/${photo}.webp`);
    },
  };
}
export type QuotePhotos = ReturnType<typeof quotePhotos>;
