import { chromium } from '@playwright/test';

const O = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const r = await fetch(O + '/api/simple/register', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-forwarded-for': '10.9.' + Math.floor(Math.random() * 250) + '.7',
  },
  body: JSON.stringify({
    firstName: 'A',
    lastName: 'B',
    email: `m${Date.now()}@example.com`,
    password: 'secret123',
  }),
});
const { token } = await r.json();
for (const path of process.argv.slice(2)) {
  const signed = !['/', '/blog', '/gallery', '/tutorials', '/subscribe', '/about'].includes(path);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(signed
      ? {
          storageState: {
            cookies: [
              {
                name: 'authToken',
                value: token,
                domain: 'localhost',
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax',
              },
            ],
            origins: [{ origin: O, localStorage: [{ name: 'authToken', value: token }] }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script')
      sizes.push(req.sizes().then((s) => [req.url(), s.responseBodySize, s.responseHeadersSize]));
  });
  await page.goto(O + path, { waitUntil: 'networkidle' });
  const files = await Promise.all(sizes);
  const body = files.reduce((a, f) => a + f[1], 0),
    head = files.reduce((a, f) => a + f[2], 0);
  console.log(
    path,
    'total',
    ((body + head) / 1024).toFixed(1),
    'body',
    (body / 1024).toFixed(1),
    'files',
    files.length,
  );
  if (process.env.LIST)
    for (const f of files.sort((a, b) => b[1] - a[1]))
      console.log('   ', (f[1] / 1024).toFixed(1), f[0].replace(O, ''));
  await context.close();
}
await browser.close();
