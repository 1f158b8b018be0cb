// `node tests/bench/timing-proxy.ts <target origin>`: a proxy that adds up how long requests
// spent upstream (from the request's last byte to the answer's last byte), run by the provider
// bench in a process of its own so its buffering is not counted as the product's work.
// It prints `TIMING_PROXY=<url>`; `GET <url>/__timing` answers the total in ms and resets it.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

const target = process.argv[2];
if (!target) throw new Error('usage: timing-proxy.ts <target origin>');
const upstream = new URL(target);
let total = 0;

const server = createServer((req, res) => {
  if (req.url === '/__timing') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(String(total));
    total = 0;
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const sent = performance.now();
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          total += performance.now() - sent;
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(Buffer.concat(parts));
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    forward.end(Buffer.concat(chunks));
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`TIMING_PROXY=http://127.0.0.1:${port}`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
