/**
 * The site's own adapter: the pages that show no content editors publish are pre-rendered with
 * every build, and those that do (the home page, the blog, tutorials, the gallery, plans, the
 * standing pages) are rendered on demand by the API through the server entry below, from content
 * the entry keeps in memory. So a publish is live without a build.
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
