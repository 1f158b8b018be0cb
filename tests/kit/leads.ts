// For the leads route tests: the share pages' shells cut down to their data block, a valid quote
// request, and an owner's design shared with quote requests switched on.
import { type LeadItemKind, PROOF_OF_WORK, ProofChallengeSchema, solveProofOfWork } from '@poolscape/shared';
import { callAs, renderedDesigns, type StudioTestApp } from './designs/studio-app.ts';
import type { TestApp } from './test-app.ts';

const DATA_BLOCK =
  '<!doctype html><title>%%SHARE_TITLE%%</title><script type="application/json" id="share-data">%%SHARE_JSON%%</script>';

/** The build's share shells, as the test app's `files`. */
export const SHARE_SHELLS = {
  'design-share/index.html': DATA_BLOCK,
  'collection-share/index.html': DATA_BLOCK,
  'presentation-share/index.html': DATA_BLOCK,
};

/** The JSON a share page hands its islands. */
export function shareData(html: string): { quote?: { by: string; action: string } } {
  const json = html.match(/<script type="application\/json" id="share-data">([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error(`no share data in:\n${html}`);
  return JSON.parse(json);
}

let visitors = 0;

/** A quote request that passes every check, from a new visitor each time. */
export function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  visitors += 1;
  return {
    name: 'Ana Visitor',
    email: `ana-${visitors}@example.net`,
    phone: '+44 20 7946 0000',
    postcode: 'SW1A 1AA',
    message: 'We would like a plunge pool by the patio.',
    website: '',
    ...overrides,
  };
}

/** A solved proof of work for the quote form, as the form's browser sends it. */
export async function quoteProof(test: TestApp): Promise<Record<string, string>> {
  const challenge = ProofChallengeSchema.parse(
    (await test.app.inject({ method: 'GET', url: '/api/quote-requests/challenge' })).json(),
  );
  return { [PROOF_OF_WORK.header]: await solveProofOfWork(challenge) };
}

/** A request to the public endpoint from `client` (an address; each test uses its own), with its proof. */
export async function askForQuote(test: TestApp, path: string, body: unknown, client = '203.0.113.1') {
  return test.app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    remoteAddress: client,
    headers: await quoteProof(test),
  });
}

export type Account = { auth: Record<string, string>; id: string };

/** A rendered design of `owner`, unlisted, with quote requests on; its public request path. */
export async function quotableDesign(
  made: StudioTestApp,
  owner: Account,
): Promise<{ id: string; path: string }> {
  const call = callAs(() => made.test);
  const [id] = await renderedDesigns(made, owner, 1);
  if (!id) throw new Error('no design');
  await call(owner, 'PATCH', `/api/designs/${id}`, { visibility: 'unlisted' });
  await call(owner, 'PUT', switchPath('design', id), { enabled: true });
  return { id, path: `/api/quote-requests/design/${id}` };
}

export const switchPath = (kind: LeadItemKind, id: string) => `/api/leads/switches/${kind}/${id}`;

/** How many leads an owner has (all owners without one). */
export async function leadCount(made: StudioTestApp, ownerId?: string): Promise<number> {
  const result = await made.db.pool.query<{ n: number }>(
    `select count(*)::int as n from app.leads where ($1::uuid is null or user_id = $1)`,
    [ownerId ?? null],
  );
  return result.rows[0]?.n ?? 0;
}
