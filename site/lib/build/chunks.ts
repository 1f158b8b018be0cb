/**
 * How the browser's scripts are cut into files. Left to itself, Rolldown makes one file for every
 * set of islands that shares a module, and the signed-in app loads dozens of files of a few hundred
 * bytes each (over HTTP/1.1 each file's response headers weighed as much as its code). Here what the
 * app's shell always loads goes into four files: React, zod, `auth` (what the sign-in forms share
 * with it) and `app` for the rest; each screen's own code still loads when the screen is opened.
 *
 * A public page loads only its own small scripts, so a module one of them imports (directly or
 * through others) stays out of `app` (which would bring the whole file, and React with it, to every
 * public page): the modules the pages' scripts share go into one `site` file.
 */

/** What Rolldown tells a chunk-naming function about a module (a part of its `ModuleInfo`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** A page's own `<script>` (Astro's id for it), as opposed to an island or a library. */
const PAGE_SCRIPT = /\?astro&type=script/;
/** The signed-in app's shell island (`site/pages/app-shell.astro`). */
const APP_SHELL = /[\\/]site[\\/]islands[\\/]app[\\/]App\.tsx$/;
/** The sign-in pages' forms (`/login`, `/register`, `/reset-password`), islands of their own. */
const AUTH_FORM = /[\\/]site[\\/]islands[\\/]auth[\\/][A-Z]\w*\.tsx$/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** Whether a module that `matches` imports `id` statically, directly or through other modules. */
export function importedBy(id: string, graph: ModuleGraph, matches: RegExp): boolean {
  const seen = new Set<string>();
  const waiting = [id];
  for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
    if (matches.test(current)) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    waiting.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  return false;
}

/** `app` for a module the app's shell always loads and no page script does. */
export function appChunkOf(id: string, graph: ModuleGraph): 'app' | null {
  return importedBy(id, graph, APP_SHELL) && !importedBy(id, graph, PAGE_SCRIPT) ? 'app' : null;
}

/** `auth` for a module of the shell's that the sign-in pages' forms load too (not all of `app`). */
export function authChunkOf(id: string, graph: ModuleGraph): 'auth' | null {
  return appChunkOf(id, graph) && importedBy(id, graph, AUTH_FORM) ? 'auth' : null;
}

/** `site` for a module two page scripts or more share (Rolldown counts them). */
export function siteChunkOf(id: string, graph: ModuleGraph): 'site' | null {
  return importedBy(id, graph, PAGE_SCRIPT) ? 'site' : null;
}

/** Rolldown's `output.codeSplitting.groups` for the client build. */
export const CLIENT_CHUNK_GROUPS = [
  { name: 'react', test: REACT, priority: 30 },
  { name: 'zod', test: ZOD, priority: 20 },
  {
    name: authChunkOf,
    test: (id: string) => !REACT.test(id) && !ZOD.test(id),
    includeDependenciesRecursively: false,
    priority: 15,
  },
  {
    name: appChunkOf,
    test: (id: string) => !REACT.test(id) && !ZOD.test(id),
    // A module's imports stay where they are: one a page script shares stays out of `app`.
    includeDependenciesRecursively: false,
    priority: 10,
  },
  {
    name: siteChunkOf,
    test: (id: string) => !PAGE_SCRIPT.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 5,
  },
];

/**
 * Lets Rolldown add exports to an island's file, which grouping without a module's imports needs.
 * Astro asks its client build to keep entry signatures exactly; nothing imports an island's file
 * but Astro's loader, which reads the export it names.
 */
export function groupedClientChunks() {
  return {
    name: 'poolscape:grouped-client-chunks',
    enforce: 'post' as const,
    configEnvironment(name: string, config: { build?: { rolldownOptions?: Record<string, unknown> } }) {
      if (name !== 'client' || !config.build?.rolldownOptions) return;
      config.build.rolldownOptions.preserveEntrySignatures = 'allow-extension';
    },
  };
}
