// The Poolscape WordPress plugin's files as WordPress and its plugin directory expect them: every PHP
// file parses (php -l), avoids PHP 8-only syntax (the plugin supports PHP 7.4) and passes PHP_CodeSniffer
// with wordpress-plugin/phpcs.xml (the WordPress-style sniffs Debian's php-codesniffer has; WPCS itself
// is not packaged); each block is registered from a block.json of API version 3 rendered on the server;
// readme.txt is in the directory's format, "Tested up to" the WordPress the integration tests run.
// Never skipped: without PHP or phpcs these tests fail and say which Debian package to install.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from './wordpress-plugin-fixtures.ts';
import { php, phpFiles, phpJson, pluginDir, repoRoot } from './wordpress-plugin-php.ts';

const pluginRoot = join(pluginDir, 'poolscape');
const ruleset = join(pluginDir, 'phpcs.xml');
/** Debian's WordPress, which the integration tests install (tests/kit/wordpress). */
const WORDPRESS_VERSION_FILE = '/usr/share/wordpress/wp-includes/version.php';

/** The plugin header's fields (poolscape.php), e.g. `Version`. */
function pluginHeader(): Record<string, string> {
  const text = readFileSync(join(pluginRoot, 'poolscape.php'), 'utf8');
  return Object.fromEntries([...text.matchAll(/^ \* ([A-Za-z ]+):\s+(.+)$/gm)].map((m) => [m[1], m[2]]));
}

/** Runs phpcs with the plugin's ruleset; JSON report, no progress dots. */
function phpcs(args: string[], input?: string) {
  const run = php(
    ['-q', `--standard=${ruleset}`, '--report=json', ...args],
    input,
    'phpcs',
    'php-codesniffer',
  );
  type Report = {
    totals: { errors: number; warnings: number };
    files: Record<string, { messages: { line: number; source: string; message: string }[] }>;
  };
  return { ...run, report: JSON.parse(run.stdout) as Report };
}

describe('the WordPress plugin’s PHP', () => {
  const files = phpFiles(pluginRoot);

  it('has the plugin’s files', () => {
    const names = files.map((file) => relative(pluginRoot, file)).sort();
    expect(names).toEqual(
      expect.arrayContaining(['poolscape.php', 'uninstall.php', 'includes/render.php', 'blocks/render.php']),
    );
  });

  it('parses: php -l finds no syntax errors in any file', () => {
    for (const file of files) {
      const run = php(['-l', file]);
      expect(`${run.stdout}${run.stderr}`, relative(repoRoot, file)).toContain('No syntax errors');
      expect(run.code, relative(repoRoot, file)).toBe(0);
    }
  });

  it('uses no PHP 8-only syntax or functions (the plugin supports PHP 7.4)', () => {
    const run = php([join(import.meta.dirname, 'wordpress-plugin-php74.php'), ...files]);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('');
  });

  it('passes PHP_CodeSniffer with the plugin’s ruleset: no errors and no warnings in any file', () => {
    const run = phpcs([]);
    const problems = Object.entries(run.report.files).flatMap(([file, { messages }]) =>
      messages.map((m) => `${relative(repoRoot, file)}:${m.line} ${m.source}: ${m.message}`),
    );
    expect(problems).toEqual([]);
    expect(run.report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.code).toBe(0);
    // The ruleset names the plugin's folder; every PHP file must have been checked.
    expect(Object.keys(run.report.files).sort()).toEqual([...files].sort());
  });

  it('the ruleset catches what WordPress’s style forbids (so a passing run means something)', () => {
    const bad = '<?php\nfunction poolscape_x($a) {\n    return [ json_encode( $a ) ];\n}\n';
    const run = phpcs(['-'], bad);
    const sources = run.report.files.STDIN?.messages.map((m) => m.source) ?? [];
    expect(sources).toEqual(
      expect.arrayContaining([
        'Squiz.Commenting.FileComment.Missing',
        'Squiz.Commenting.FunctionComment.Missing',
        'Generic.WhiteSpace.DisallowSpaceIndent.SpacesUsed',
        'Generic.Arrays.DisallowShortArraySyntax.Found',
        'Generic.PHP.ForbiddenFunctions.FoundWithAlternative',
        'Squiz.Functions.FunctionDeclarationArgumentSpacing.SpacingAfterOpen',
      ]),
    );
    expect(run.code).not.toBe(0);
  });

  it('runs no file outside WordPress, and keeps every file within 400 lines', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const guard = file.endsWith('uninstall.php')
        ? "defined( 'WP_UNINSTALL_PLUGIN' ) || exit;"
        : "defined( 'ABSPATH' ) || exit;";
      expect(text, relative(repoRoot, file)).toContain(guard);
      expect(text.split('\n').length, relative(repoRoot, file)).toBeLessThanOrEqual(401);
    }
  });

  it('has the plugin header WordPress reads', () => {
    expect(pluginHeader()).toMatchObject({
      'Plugin Name': 'Poolscape',
      Version: '1.0.0',
      'Requires at least': '6.1',
      'Requires PHP': '7.4',
      License: 'GPL-2.0-or-later',
      'Text Domain': 'poolscape',
    });
  });
});

describe('the WordPress plugin’s blocks', () => {
  let shortcodeCounts: Record<string, number>;
  beforeAll(() => {
    const [resources] = phpJson<[Record<string, { count: number }>]>('wordpress-plugin-render.php', [
      { fn: 'poolscape_resources', args: [] },
    ]);
    shortcodeCounts = Object.fromEntries(Object.entries(resources).map(([name, kind]) => [name, kind.count]));
  });

  it.each(RESOURCES)(
    '%s: a block.json of API version 3, rendered on the server by blocks/render.php',
    (resource) => {
      const file = join(pluginRoot, 'blocks', resource, 'block.json');
      const block = JSON.parse(readFileSync(file, 'utf8'));
      expect(block).toMatchObject({
        $schema: 'https://schemas.wp.org/trunk/block.json',
        apiVersion: 3,
        name: `poolscape/${resource}`,
        version: pluginHeader().Version,
        title: expect.stringMatching(/^Poolscape /),
        category: 'poolscape',
        description: expect.any(String),
        textdomain: 'poolscape',
        attributes: { count: { type: 'integer', default: shortcodeCounts[resource] } },
        supports: { html: false },
        editorScript: 'poolscape-blocks',
        style: 'poolscape',
        render: 'file:../render.php',
      });
      // No save markup: a dynamic block stores only its comment, so a changed feed shows at once.
      expect(existsSync(join(dirname(file), String(block.render).replace(/^file:/, '')))).toBe(true);
    },
  );
});

describe('the WordPress plugin’s readme.txt, in the plugin directory’s format', () => {
  const readme = readFileSync(join(pluginRoot, 'readme.txt'), 'utf8');
  const [head = '', ...rest] = readme.split(/\n\n/);
  const fields = Object.fromEntries(
    head
      .split('\n')
      .slice(1)
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at), line.slice(at + 1).trim()];
      }),
  );

  it('starts with the plugin’s name and the header fields, in the directory’s order', () => {
    expect(head.split('\n')[0]).toBe('=== Poolscape ===');
    expect(Object.keys(fields)).toEqual([
      'Contributors',
      'Tags',
      'Requires at least',
      'Tested up to',
      'Requires PHP',
      'Stable tag',
      'License',
      'License URI',
    ]);
    expect(fields.Tags?.split(',').length).toBeLessThanOrEqual(5);
  });

  it('agrees with the plugin header: stable tag, WordPress and PHP versions, license', () => {
    const header = pluginHeader();
    expect(fields['Stable tag']).toBe(header.Version);
    expect(fields['Requires at least']).toBe(header['Requires at least']);
    expect(fields['Requires PHP']).toBe(header['Requires PHP']);
    expect(fields['License URI']).toBe(header['License URI']);
  });

  it('is "Tested up to" the WordPress the integration tests run (Debian’s wordpress package)', () => {
    if (!existsSync(WORDPRESS_VERSION_FILE)) {
      throw new Error(
        `${WORDPRESS_VERSION_FILE} is missing: install Debian's wordpress package (.ci/run does), which the WordPress tests run.`,
      );
    }
    const version = /\$wp_version = '(\d+\.\d+)/.exec(readFileSync(WORDPRESS_VERSION_FILE, 'utf8'))?.[1];
    expect(version).toMatch(/^\d+\.\d+$/);
    expect(fields['Tested up to']).toBe(version);
  });

  it('has a short description within 150 characters, the sections, and a changelog entry for the stable tag', () => {
    const short = rest[0] ?? '';
    expect(short).not.toMatch(/^=/);
    expect(short.length).toBeLessThanOrEqual(150);
    const sections = [...readme.matchAll(/^== (.+) ==$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'Description',
      'Installation',
      'Frequently Asked Questions',
      'Changelog',
      'Upgrade Notice',
    ]);
    const changelog = readme.slice(readme.indexOf('== Changelog =='), readme.indexOf('== Upgrade Notice =='));
    expect(changelog).toContain(`= ${fields['Stable tag']} =`);
  });
});
