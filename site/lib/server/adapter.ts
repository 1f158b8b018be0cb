/**
 * The site's own adapter: most pages are still pre-rendered with every build, but the pages whose
 * number grows with the content (the blog) are rendered on demand by the API through the server
 * entry below, from posts the entry keeps in memory. So a published post is live without a build.
 */
import type { AstroIntegration } from 'astro';

export function onDemandPages(): AstroIntegration {
  return {
    name: 'poolscape:on-demand-pages',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'poolscape:on-demand-pages',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
          },
        });
      },
    },
  };
}
