// Runs a provider's contract server on its own, to try the product against it by hand:
//   node tests/providers/serve.ts openai
//   node tests/providers/serve.ts stripe http://127.0.0.1:3000/<the product's webhook path>
// then start the product with the variables it prints. Stop it with Ctrl+C.
import { startOpenAiServer } from './openai-server.ts';
import { startReplicateServer } from './replicate-server.ts';
import { startStabilityServer } from './stability-server.ts';
import { startStripeServer } from './stripe-server.ts';

const servers = {
  openai: async () => {
    const server = await startOpenAiServer();
    return {
      close: server.close,
      env: `IMAGE_PROVIDER=openai OPENAI_BASE_URL=${server.url}/v1 OPENAI_API_KEY=${server.apiKey}`,
    };
  },
  stability: async () => {
    const server = await startStabilityServer();
    return {
      close: server.close,
      env: `IMAGE_PROVIDER=stability STABILITY_BASE_URL=${server.url} STABILITY_API_KEY=${server.apiKey}`,
    };
  },
  replicate: async () => {
    const server = await startReplicateServer();
    return {
      close: server.close,
      env: `IMAGE_PROVIDER=replicate VIDEO_PROVIDER=replicate REPLICATE_BASE_URL=${server.url}/v1 REPLICATE_API_TOKEN=${server.apiKey}`,
    };
  },
  // Events go to the URL given after the name (or STRIPE_WEBHOOK_URL); a STRIPE_WEBHOOK_SECRET
  // already set is kept, so the product's configuration survives a restart.
  stripe: async () => {
    const webhookUrl = process.argv[3] ?? process.env.STRIPE_WEBHOOK_URL ?? null;
    const server = await startStripeServer({ webhookUrl, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET });
    return {
      close: server.close,
      env: `STRIPE_SECRET_KEY=${server.apiKey} STRIPE_API_BASE=${server.url} STRIPE_WEBHOOK_SECRET=${server.webhookSecret}`,
      note: webhookUrl
        ? `Events are sent to ${webhookUrl}. The SDK takes the API as { host: '${server.host}', port: ${server.port}, protocol: 'http' }.`
        : 'No webhook URL given: events are kept, not sent.',
    };
  },
} as const;

const name = process.argv[2] as keyof typeof servers | undefined;
if (!name || !(name in servers)) {
  console.error(`usage: node tests/providers/serve.ts <${Object.keys(servers).join('|')}>`);
  process.exit(2);
}
const running = await servers[name]();
console.log(`${name} contract server running. Start the product with:\n  ${running.env} npm start`);
if ('note' in running) console.log(running.note);
process.once('SIGINT', () => void running.close().then(() => process.exit(0)));
