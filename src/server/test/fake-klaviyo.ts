import http from 'node:http';

export type RecordedCall = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

/** A local stand-in for Klaviyo's API that records each call and answers like Klaviyo does. */
export async function startFakeKlaviyo() {
  const calls: RecordedCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      });
      if (req.url === '/api/template-render/') {
        res.writeHead(201, { 'content-type': 'application/vnd.api+json' });
        res.end(
          JSON.stringify({
            data: {
              type: 'template',
              attributes: { html: '<p>Rendered by Klaviyo</p>', text: 'Rendered by Klaviyo' },
            },
          }),
        );
        return;
      }
      res.writeHead(202);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
