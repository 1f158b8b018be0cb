// The files of the real WordPress site the browser tests run against: its wp-config.php, the
// PHP-FPM pool and nginx configuration that serve it on loopback, the PHP script that installs
// it, the must-use plugins the tests switch on and off, and the plain page that is not WordPress.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Where everything of one test site lives, all under its folder. */
export function wordPressPaths(dir: string) {
  return {
    dir,
    site: join(dir, 'site'),
    content: join(dir, 'site', 'wp-content'),
    muPlugins: join(dir, 'site', 'wp-content', 'mu-plugins'),
    notWordPress: join(dir, 'not-wordpress'),
    logs: join(dir, 'logs'),
    tmp: join(dir, 'tmp'),
    database: join(dir, 'mariadb'),
    mariadbSocket: join(dir, 'mariadb.sock'),
    phpFpmSocket: join(dir, 'php-fpm.sock'),
    phpFpmConfig: join(dir, 'php-fpm.conf'),
    nginxConfig: join(dir, 'nginx.conf'),
    pids: join(dir, 'pids.json'),
  };
}
export type WordPressPaths = ReturnType<typeof wordPressPaths>;

/** A PHP single-quoted string literal of `value`. */
export function phpString(value: string): string {
  return `'${value.replace(/[\\']/g, '\\$&')}'`;
}

export interface DatabaseLogin {
  name: string;
  user: string;
  password: string;
}

/** Debian's wp-config.php picks a file in /etc/wordpress by host name; the copy gets this one instead. */
export function wpConfig(options: { paths: WordPressPaths; url: string; database: DatabaseLogin }): string {
  const { paths, url, database } = options;
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define(${phpString(name)}, ${phpString(randomBytes(48).toString('base64'))});`);
  return `<?php
// The browser tests' own WordPress site (written by tests/kit/wordpress/wordpress-config.ts).
define('DB_NAME', ${phpString(database.name)});
define('DB_USER', ${phpString(database.user)});
define('DB_PASSWORD', ${phpString(database.password)});
define('DB_HOST', ${phpString(`localhost:${paths.mariadbSocket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts.join('\n')}
$table_prefix = 'wp_';

define('WP_HOME', ${phpString(url)});
define('WP_SITEURL', ${phpString(url)});
define('WP_CONTENT_DIR', ${phpString(paths.content)});
define('WP_CONTENT_URL', ${phpString(`${url}/wp-content`)});
// 'local' lets application passwords work over plain HTTP.
define('WP_ENVIRONMENT_TYPE', 'local');
// A plugin zip uploaded in wp-admin is unpacked straight into wp-content/plugins.
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
// No request leaves the machine; the plugin may still call the product on loopback.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', 'localhost,127.0.0.1');
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
// The same file as PHP-FPM's error_log (which a pool's php_admin_value fixes).
define('WP_DEBUG_LOG', ${phpString(join(paths.logs, 'php-errors.log'))});

if (!defined('ABSPATH')) {
  define('ABSPATH', ${phpString(`${paths.site}/`)});
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** One PHP-FPM pool on a unix socket; as root (the container's user) it runs its workers as root too. */
export function phpFpmConfig(paths: WordPressPaths, asRoot: boolean): string {
  return `[global]
pid = ${join(paths.dir, 'php-fpm.pid')}
error_log = ${join(paths.logs, 'php-fpm.log')}
daemonize = no

[wordpress]
${asRoot ? 'user = root\ngroup = root\n' : ''}listen = ${paths.phpFpmSocket}
listen.mode = 0600
pm = static
pm.max_children = 3
catch_workers_output = yes
php_admin_flag[log_errors] = on
php_admin_value[error_log] = ${join(paths.logs, 'php-errors.log')}
php_admin_value[upload_max_filesize] = 50M
php_admin_value[post_max_size] = 50M
php_admin_value[memory_limit] = 256M
php_admin_value[max_execution_time] = 60
php_admin_value[sys_temp_dir] = ${paths.tmp}
php_admin_value[upload_tmp_dir] = ${paths.tmp}
`;
}

/**
 * nginx's usual FastCGI parameters, written out: Debian's fastcgi_params now passes the Host
 * without its port, and WordPress would then redirect every page to itself.
 */
const FASTCGI_PARAMS = [
  ...['QUERY_STRING $query_string', 'REQUEST_METHOD $request_method', 'CONTENT_TYPE $content_type'],
  ...['CONTENT_LENGTH $content_length', 'SCRIPT_NAME $fastcgi_script_name', 'REQUEST_URI $request_uri'],
  ...['DOCUMENT_URI $document_uri', 'DOCUMENT_ROOT $document_root', 'SERVER_PROTOCOL $server_protocol'],
  ...['REQUEST_SCHEME $scheme', 'GATEWAY_INTERFACE CGI/1.1', 'SERVER_SOFTWARE nginx/$nginx_version'],
  ...['REMOTE_ADDR $remote_addr', 'REMOTE_PORT $remote_port', 'SERVER_ADDR $server_addr'],
  ...['SERVER_PORT $server_port', 'SERVER_NAME $host', 'REDIRECT_STATUS 200'],
  'SCRIPT_FILENAME $document_root$fastcgi_script_name',
  // Only this port is served, so the host with it is the one the browser asked for.
  'HTTP_HOST $host:$server_port',
  // Basic auth with an application password reaches PHP.
  'HTTP_AUTHORIZATION $http_authorization',
].map((param) => `fastcgi_param ${param};`);

/** nginx in the foreground: WordPress on `port`, a plain page that is not WordPress on `notWordPressPort`. */
export function nginxConfig(options: {
  paths: WordPressPaths;
  port: number;
  notWordPressPort: number;
  asRoot: boolean;
}): string {
  const { paths, port, notWordPressPort, asRoot } = options;
  const temp = (name: string) => `${name}_temp_path ${join(paths.tmp, `nginx-${name.split('_')[0]}`)};`;
  return `daemon off;
${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(paths.dir, 'nginx.pid')};
error_log ${join(paths.logs, 'nginx-error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(paths.logs, 'nginx-access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 50m;
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    server_name _;
    root ${paths.site};
    index index.php;
    location / {
      # Pretty permalinks: anything that is not a file goes to WordPress.
      try_files $uri $uri/ /index.php?$args;
    }
    location ~ \\.php$ {
      try_files $uri =404;
      ${FASTCGI_PARAMS.join('\n      ')}
      fastcgi_pass unix:${paths.phpFpmSocket};
      fastcgi_read_timeout 120s;
    }
  }
  server {
    listen 127.0.0.1:${notWordPressPort};
    server_name _;
    root ${paths.notWordPress};
    index index.html;
  }
}
`;
}

/** The plain site on the second port: an ordinary web page, no WordPress anywhere. */
export const NOT_WORDPRESS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Harbour Pool Supplies</title></head>
<body>
<h1>Harbour Pool Supplies</h1>
<p>A plain website that is not made with WordPress.</p>
</body>
</html>
`;

export interface WordPressUser {
  login: string;
  password: string;
  email: string;
  role: 'administrator' | 'author' | 'subscriber';
}

/**
 * The PHP CLI script that installs WordPress, switches on the default theme and pretty permalinks,
 * and adds the other users.
 */
export function installScript(options: {
  paths: WordPressPaths;
  url: string;
  title: string;
  admin: WordPressUser;
  others: WordPressUser[];
}): string {
  const { paths, admin } = options;
  const others = options.others
    .map(
      (user) => `[
    'user_login' => ${phpString(user.login)},
    'user_pass' => ${phpString(user.password)},
    'user_email' => ${phpString(user.email)},
    'display_name' => ${phpString(user.login.charAt(0).toUpperCase() + user.login.slice(1))},
    'role' => ${phpString(user.role)},
  ]`,
    )
    .join(', ');
  return `<?php
define('WP_INSTALLING', true);
${cliServerVars(options.url)}
require_once ${phpString(join(paths.site, 'wp-load.php'))};
// The new site's e-mail to its administrator: there is no mail server.
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$ids = [];
// Skips wp_install()'s own permalink probe (HTTP requests to the site): the structure is set below.
$skip_probe = function () { return '/%postname%/'; };
add_filter('pre_option_permalink_structure', $skip_probe);
$installed = wp_install(${phpString(options.title)}, ${phpString(admin.login)}, ${phpString(admin.email)}, true, '', wp_slash(${phpString(admin.password)}));
remove_filter('pre_option_permalink_structure', $skip_probe);
$ids[${phpString(admin.login)}] = $installed['user_id'];
foreach ([${others}] as $user) {
  $id = wp_insert_user(wp_slash($user));
  if (is_wp_error($id)) {
    fwrite(STDERR, 'could not add user ' . $user['user_login'] . ': ' . $id->get_error_message() . "\\n");
    exit(1);
  }
  $ids[$user['user_login']] = $id;
}

// Debian ships one default theme (WordPress's own default when it is there).
$themes = array_keys(wp_get_themes());
$theme = in_array(WP_DEFAULT_THEME, $themes, true) ? WP_DEFAULT_THEME : ($themes[0] ?? '');
if ($theme === '') {
  fwrite(STDERR, "no theme in wp-content/themes\\n");
  exit(1);
}
switch_theme($theme);

global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);
echo json_encode(['ids' => $ids, 'theme' => $theme]);
`;
}

/** What a web request would have set, for PHP run from the command line with WordPress loaded. */
export function cliServerVars(url: string): string {
  const host = new URL(url).host;
  return `$_SERVER['HTTP_HOST'] = ${phpString(host)};
$_SERVER['SERVER_NAME'] = ${phpString(host.split(':')[0] ?? host)};
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';`;
}

/** wp_mail() never reaches a mail server: there is none (the mail counts as sent). */
export const NO_MAIL_PLUGIN = `<?php
// Browser tests: no mail server, so no mail (tests/kit/wordpress/wordpress-config.ts).
add_filter('pre_wp_mail', '__return_true');
`;

/** How a security plugin switches the REST API off for everyone. */
export const REST_DISABLED_PLUGIN = `<?php
// Browser tests: the REST API switched off, as security plugins do (tests/kit/wordpress/wordpress-config.ts).
add_filter('rest_authentication_errors', function ($result) {
  return new WP_Error('rest_disabled', 'The REST API has been disabled on this site.', ['status' => 401]);
});
`;
