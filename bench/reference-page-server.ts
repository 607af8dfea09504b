import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export type ReferencePageServer = { base: string; stop: () => Promise<void> };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The copies the build writes beside each text asset (vite-precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The built file for a path: index.html for the root, null outside `root` or when there is none. */
function fileFor(root: string, pathname: string): string | null {
  const file = path.join(root, pathname === '/' ? 'index.html' : decodeURIComponent(pathname));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** Sends a built file as the app's server sends its own: the .br or .gz copy if accepted, hashed assets cached. */
function sendFile(request: http.IncomingMessage, response: http.ServerResponse, file: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = ENCODINGS.find(
    ({ name, suffix }) => accepts.includes(name) && fs.existsSync(file + suffix),
  );
  const body = fs.readFileSync(encoding ? file + encoding.suffix : file);
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding.name } : {}),
  });
  response.end(body);
}

/** Passes a request on to the app unchanged (its cookie included) and its answer back. */
function proxy(request: http.IncomingMessage, response: http.ServerResponse, target: URL) {
  const upstream = http.request(
    new URL(request.url ?? '/', target),
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (err) => {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(err.message);
  });
  request.pipe(upstream);
}

/**
 * Serves the reference page of `npm run bench:first-screen` (built into `root`) on `port`, and passes /api/
 * on to the app at `appBase`: the page reads the same API with the same cookie (a cookie belongs to the
 * host, whatever the port), as if the app served it.
 */
export function serveReferencePage(
  root: string,
  appBase: string,
  port: number,
): Promise<ReferencePageServer> {
  const target = new URL(appBase);
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://reference').pathname;
    if (pathname.startsWith('/api/')) return proxy(request, response, target);
    const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(root, pathname) : null;
    if (file) return sendFile(request, response, file);
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
