// The two readers of the CMS's content an API process keeps: the site's builds (the last one is
// served at once and rebuilt in the background; without one, the first build runs before the
// server listens) and the assistant, which indexes the CMS's posts and its own settings.
import { Assistant } from '../assistant/assistant.ts';
import { loadKnowledgeFromCms, loadPostFromCms } from '../assistant/cms-knowledge.ts';
import type { Env } from '../env.ts';
import { SiteBuilds } from '../site-builds/site-builds.ts';
import { type Closer, log, say } from './process-log.ts';

/** Opens the site's builds, building the site first when there is none yet. */
export async function startSiteBuilds(
  env: Env,
  cmsUrl: string,
  version: string,
  closers: Closer[],
): Promise<SiteBuilds> {
  const builds = new SiteBuilds({
    dataDir: env.DATA_DIR,
    debounceMs: env.SITE_REBUILD_DEBOUNCE_MS,
    buildEnv: {
      CMS_URL: cmsUrl,
      PUBLIC_URL: env.publicUrl,
      POOLSCAPE_VERSION: version,
      INTERNAL_TOKEN: env.internalToken,
    },
    log,
  });
  closers.push(() => builds.close());
  if (builds.current) {
    // Serve the last build at once; content may have changed while we were down.
    builds.requestRebuild('start');
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
