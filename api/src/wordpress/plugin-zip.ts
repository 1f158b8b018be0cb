// The Poolscape WordPress plugin as the zip a site owner uploads (Plugins → Add New → Upload):
// the files of `wordpress-plugin/poolscape/`, plus `defaults.php`, which fills in this
// installation's address on the plugin's settings page. Made once per process.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { zipSync } from 'fflate';

const PLUGIN_DIR = resolve(import.meta.dirname, '..', '..', '..', 'wordpress-plugin', 'poolscape');

/** A PHP single-quoted string of `text`. */
function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

let made: { publicUrl: string; zip: Buffer } | null = null;

/** The plugin's zip, with `publicUrl` as the Poolscape address it starts with. */
export function pluginZip(publicUrl: string, dir = PLUGIN_DIR): Buffer {
  if (made?.publicUrl === publicUrl && dir === PLUGIN_DIR) return made.zip;
  const entries: Record<string, Uint8Array> = {};
  for (const file of filesUnder(dir)) {
    const name = relative(dir, file).split('\\').join('/');
    if (name === 'defaults.php') continue;
    entries[`poolscape/${name}`] = readFileSync(file);
  }
  entries['poolscape/defaults.php'] = Buffer.from(
    `<?php\n// Written by Poolscape into the zip it served: the address the settings page starts with.\ndefined('ABSPATH') || exit;\nreturn array( 'api_url' => ${phpString(publicUrl)} );\n`,
  );
  const zip = Buffer.from(zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
  if (dir === PLUGIN_DIR) made = { publicUrl, zip };
  return zip;
}
