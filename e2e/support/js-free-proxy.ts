/**
 * The JavaScript-free copy of a page (issue 21, `npm run lighthouse`): a local server in front of
 * the app that passes every request through unchanged, except HTML, whose scripts are taken out —
 * module and classic scripts (the entry, `/boot.js`, anything inline) and the module preloads —
 * while data that is not code (`application/json`, `application/ld+json`) stays. The HTML is
 * compressed again as the app compresses it (brotli quality 4, or gzip), everything else is piped
 * through as sent, so both copies weigh the same on Lighthouse's simulated network but for the
 * scripts. Same document, same CSS, same images: what differs is what the scripts cost.
 */
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload[^>]*>/gi;

/** The HTML without code: executable scripts and module preloads removed. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, (tag, attrs: string) => (DATA_TYPE.test(attrs) ? tag : '')).replace(PRELOAD, '');
}

const encoders = {
  br: (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (b: Buffer) => gzipSync(b),
};
const decoders: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** Everything but HTML is piped through as the app sent it (its precompressed files included). */
function forward(origin: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = request(
    { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } },
    (up) => {
      if (!(up.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      up.on('data', (c: Buffer) => parts.push(c));
      up.on('end', () => {
        const encoding = up.headers['content-encoding'] ?? '';
        const raw = Buffer.concat(parts);
        const html = Buffer.from(withoutScripts((decoders[encoding]?.(raw) ?? raw).toString('utf8')));
        const body = encoding === 'br' || encoding === 'gzip' ? encoders[encoding](html) : html;
        const headers = { ...up.headers, 'content-length': String(body.length) };
        delete headers.etag;
        delete headers['transfer-encoding'];
        res.writeHead(up.statusCode ?? 502, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  );
  upstream.on('error', (e) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(String(e));
  });
  req.pipe(upstream);
}

/** Starts the copy on a free loopback port; resolves with its base URL and a way to stop it. */
export async function startJsFreeProxy(origin: string): Promise<{ base: string; server: Server }> {
  const server = createServer((req, res) => {
    forward(new URL(origin), req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, server };
}
