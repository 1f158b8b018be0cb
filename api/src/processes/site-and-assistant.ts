// The two readers of the CMS's content an API process keeps: the site's builds (the last one is
// served at once, and built again in the background when the site's code changed; without one, the
// first build runs before the server listens) and the assistant, which indexes the CMS's posts and
// its own settings.
import { Assistant } from '../assistant/assistant.ts';
import { loadKnowledgeFromCms, loadPostFromCms } from '../assistant/cms-knowledge.ts';
import type { Env } from '../env.ts';
import { SharedBuilds } from '../site-builds/shared-builds.ts';
import { SiteBuilds } from '../site-builds/site-builds.ts';
import { layoutChangedAt, siteSourceStamp } from '../site-builds/source-stamp.ts';
import type { ProcessBase } from './process-base.ts';
import { type Closer, log, say } from './process-log.ts';

/**
 * Opens the site's builds: serves the current one at once when it was made from this code (else
 * builds again in the background), and builds first when there is none. With SITE_DIR shared by the
 * API processes of a machine, builds take turns across them and each is adopted by the others.
 */
export async function startSiteBuilds(
  env: Env,
  { pool, sessionPool, listener }: Pick<ProcessBase, 'pool' | 'sessionPool' | 'listener'>,
  cmsUrl: string,
  version: string,
  closers: Closer[],
): Promise<SiteBuilds> {
  const sharing = env.SITE_DIR ? new SharedBuilds(sessionPool) : undefined;
  // The social sign-ins whose keys are set: the built screens show only their buttons, and a build
  // made with other keys is made again.
  const signInProviders = (['google', 'facebook'] as const).filter((provider) => env[provider]).join(',');
  const builds = new SiteBuilds({
    dataDir: env.DATA_DIR,
    siteDir: env.SITE_DIR,
    sharing,
    sourceStamp: `${await siteSourceStamp()} sign-in:${signInProviders}`,
    debounceMs: env.SITE_REBUILD_DEBOUNCE_MS,
    buildEnv: {
      CMS_URL: cmsUrl,
      PUBLIC_URL: env.publicUrl,
      POOLSCAPE_VERSION: version,
      INTERNAL_TOKEN: env.internalToken,
      SIGN_IN_PROVIDERS: signInProviders,
    },
    log,
  });
  closers.push(() => builds.close());
  if (sharing) {
    const adopt = (id: string) =>
      builds.adopt(id).catch((error: Error) => say(`site build ${id} could not be taken: ${error.message}`));
    await sharing.listen(listener, (id) => void adopt(id), say);
    closers.push(() => sharing.stop());
  }
  if (builds.currentIsFresh(await layoutChangedAt(pool))) {
    say('serving the current site build (made from this code and content)');
  } else if (builds.current) {
    // Serve the last build at once; the site's code, or its layout in the CMS, changed since.
    builds.requestRebuild('start: the site changed since the last build');
  } else {
    say('building the site from the CMS content');
    if (!(await builds.buildNow())) throw new Error('the first site build failed; see the messages above');
  }
  return builds;
}

/** Starts the assistant on the CMS's content, indexed before the server listens. */
export async function startAssistant(env: Env, cmsUrl: string): Promise<Assistant> {
  const assistant = new Assistant({
    load: () => loadKnowledgeFromCms(cmsUrl, env.internalToken),
    loadPost: (cmsId) => loadPostFromCms(cmsUrl, cmsId),
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        }
      : undefined,
    log,
  });
  await assistant.reindex();
  return assistant;
}
