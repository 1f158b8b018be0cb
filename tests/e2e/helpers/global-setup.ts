// Starts the product once for every browser test, from an empty data folder, as a newcomer's
// first `npm start` would; kills it hard (as a crash or a closed terminal would) and starts it
// again on the same data, which the tests then use; stops it with Ctrl-C when the run ends, and
// fails the run unless that stopped everything (lifecycle/start-stop.spec.ts checks the rest).
// Like `npm start`, it has no SMTP server: its mail is kept for /admin/mail, where the tests read it
// (helpers/mail.ts; sending through a real SMTP server is tested in vitest and the drill). Beside
// it run the outside services the product talks to, as real servers: an OAuth 2.0 / OpenID Connect
// server standing in for Google and Facebook, and the Stripe contract server (its Checkout and
// portal pages, its signed webhooks to the product). A real WordPress site (wordpress.ts) starts first, in
// the background, for the WordPress integration's tests.
import { rmSync, writeFileSync } from 'node:fs';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { startWordPressInBackground } from '../../kit/wordpress/wordpress.ts';
import { startStripeServer } from '../../providers/stripe-server.ts';
import { cmsPids, holdsWithin, postgresPid } from './lifecycle.ts';
import {
  chooseEditorPassword,
  E2E_DATA_DIR,
  E2E_PORT,
  type ProductState,
  parseEditor,
  SOCIAL_USER,
  STATE_FILE,
  startProduct,
} from './product.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const wordpress = startWordPressInBackground();
  const dataDir = E2E_DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });

  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url as string;
  // The person who signs in at the stand-in provider (Google's and Facebook's user info fields).
  oauth.service.on(Events.BeforeUserinfo, (response) => {
    response.body = SOCIAL_USER;
  });
  const provider = (prefix: string) => ({
    [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-e2e-client`,
    [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-e2e-secret`,
    [`${prefix}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
    [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
    [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
  });

  const stripe = await startStripeServer({
    webhookUrl: `http://127.0.0.1:${E2E_PORT}/api/billing/webhook`,
  });

  const productEnv = {
    // The tests' WordPress runs on loopback, which the product refuses to call unless told.
    WORDPRESS_ALLOW_PRIVATE: 'true',
    GALLERY_HOSTNAMES: 'gallery.poolscape.test',
    ...provider('GOOGLE'),
    ...provider('FACEBOOK'),
    STRIPE_SECRET_KEY: stripe.apiKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  };
  const first = await startProduct({ port: E2E_PORT, dataDir, env: productEnv });
  await first.stop('SIGKILL');
  const postgresKeptAfterKill = postgresPid(dataDir) !== null;
  // The CMS server notices its API process is gone and exits by itself.
  const cmsExitedAfterKill = await holdsWithin(() => cmsPids(dataDir).length === 0, 15_000);
  const product = await startProduct({ port: E2E_PORT, dataDir, env: productEnv });
  // The restart serves the last build at once: it was made from this code, and the CMS's layout has
  // not changed since, so nothing is built again. Should a rebuild be due after all, the tests start
  // once it is live, so none of them sees it swap in.
  const settled = await holdsWithin(
    () =>
      /serving the current site build/.test(product.output()) ||
      /ready in[\s\S]*site build \S+ is live/.test(product.output()),
    60_000,
  );
  if (!settled) {
    // Stopped, not left holding the port (and its database) for the next run.
    await product.stop('SIGTERM');
    throw new Error(`the restart's site build did not settle:\n${product.output()}`);
  }
  const state: ProductState = {
    url: product.url,
    editor: await chooseEditorPassword(product.url, parseEditor(first.output())),
    stripeUrl: stripe.url,
    lifecycle: {
      firstOutput: first.output(),
      restartOutput: product.output(),
      postgresKeptAfterKill,
      cmsExitedAfterKill,
    },
  };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  return async () => {
    const code = await product.stop('SIGINT');
    const left = { postgres: postgresPid(dataDir), cms: cmsPids(dataDir) };
    const listening = await fetch(`${product.url}/api/health`).then(
      () => true,
      () => false,
    );
    await oauth.stop();
    await stripe.close();
    await wordpress.stop();
    if (code !== 0 || left.postgres !== null || left.cms.length > 0 || listening) {
      throw new Error(
        `Ctrl-C did not stop the product cleanly: exit code ${code}, PostgreSQL ${left.postgres ?? 'stopped'}, ` +
          `CMS processes ${left.cms.join(', ') || 'none'}, port ${listening ? 'still answering' : 'closed'}`,
      );
    }
  };
}
