// The example load balancer (deploy/nginx.conf) is a valid nginx configuration: Debian's nginx
// checks a copy of it (`nginx -t`), included in a minimal nginx.conf whose pid file, logs and
// temporary folders are in a folder of the test's own. nginx comes with the test packages
// (nginx-light, for the WordPress tests); without it this test fails and says how to install it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@poolscape/api/env';
import { describe, expect, it } from 'vitest';

function findNginx(): string {
  const folders = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  const found = folders
    .filter((folder) => folder.startsWith('/'))
    .map((folder) => join(folder, 'nginx'))
    .find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'nginx is not installed, so deploy/nginx.conf cannot be checked: run "sudo apt-get install -y nginx-light" (npm test installs it when run as root).',
    );
  }
  return found;
}

describe('deploy/nginx.conf', () => {
  it('passes `nginx -t`', () => {
    const nginx = findNginx();
    const dir = mkdtempSync(join(tmpdir(), 'poolscape-nginx-'));
    try {
      // The example logs to /var/log/nginx; the copy logs into the test's folder instead.
      const site = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8').replaceAll(
        '/var/log/nginx/',
        `${dir}/`,
      );
      writeFileSync(join(dir, 'poolscape.conf'), site);
      writeFileSync(
        join(dir, 'nginx.conf'),
        [
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log;`,
          'events {}',
          'http {',
          `  client_body_temp_path ${dir}/body;`,
          `  proxy_temp_path ${dir}/proxy;`,
          `  fastcgi_temp_path ${dir}/fastcgi;`,
          `  uwsgi_temp_path ${dir}/uwsgi;`,
          `  scgi_temp_path ${dir}/scgi;`,
          `  access_log ${dir}/access.log;`,
          `  include ${dir}/poolscape.conf;`,
          '}',
          '',
        ].join('\n'),
      );
      const result = spawnSync(
        nginx,
        ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', join(dir, 'nginx.conf')],
        {
          encoding: 'utf8',
        },
      );
      expect(result.error).toBeUndefined();
      expect(result.stderr).toContain('test is successful');
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
