import { describe, expect, it } from 'vitest';
import { appChunkOf, authChunkOf, siteChunkOf } from './chunks.ts';

const APP = '/repo/site/islands/app/App.tsx';
const LOGIN = '/repo/site/islands/auth/LoginForm.tsx';
const HEADER_SCRIPT = '/repo/site/components/SiteHeader.astro?astro&type=script&index=0&lang.ts';

/** A module graph from `module: [its importers]`. */
function graphOf(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) };
}

const graph = graphOf({
  [APP]: [],
  [LOGIN]: [],
  [HEADER_SCRIPT]: [],
  '/repo/site/lib/router/router.ts': [APP],
  '/repo/site/lib/query-client.ts': ['/repo/site/lib/router/router.ts'],
  '/repo/site/lib/auth-api.ts': [APP, LOGIN],
  '/repo/site/lib/api-client.ts': ['/repo/site/lib/auth-api.ts', HEADER_SCRIPT],
  '/repo/site/islands/designs/Library.tsx': [],
  '/repo/site/islands/designs/library-api.ts': ['/repo/site/islands/designs/Library.tsx'],
});

describe('the client build’s files', () => {
  it('puts what the shell always loads in `app`, and what the sign-in forms share with it in `auth`', () => {
    expect(appChunkOf('/repo/site/lib/query-client.ts', graph)).toBe('app');
    expect(authChunkOf('/repo/site/lib/query-client.ts', graph)).toBeNull();
    expect(authChunkOf('/repo/site/lib/auth-api.ts', graph)).toBe('auth');
  });

  it('leaves a screen’s own code, loaded on first use, out of the shell', () => {
    expect(appChunkOf('/repo/site/islands/designs/library-api.ts', graph)).toBeNull();
  });

  it('keeps a module a page script loads out of `app` and `auth`, in `site`', () => {
    expect(appChunkOf('/repo/site/lib/api-client.ts', graph)).toBeNull();
    expect(authChunkOf('/repo/site/lib/api-client.ts', graph)).toBeNull();
    expect(siteChunkOf('/repo/site/lib/api-client.ts', graph)).toBe('site');
    expect(siteChunkOf('/repo/site/lib/query-client.ts', graph)).toBeNull();
  });

  it('ends on a cycle of imports', () => {
    const cyclic = graphOf({ '/a.ts': ['/b.ts'], '/b.ts': ['/a.ts'] });
    expect(appChunkOf('/a.ts', cyclic)).toBeNull();
  });
});
