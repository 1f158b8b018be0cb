<?php
/**
 * Plugin Name:       Poolscape
 * Plugin URI:        https://poolscape.app/wordpress
 * Description:       Shows your Poolscape pool designs, collections, the public gallery, blog posts and tutorials on your site, with shortcodes and blocks.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Poolscape
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       poolscape
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

define( 'POOLSCAPE_VERSION', '1.0.0' );
define( 'POOLSCAPE_FILE', __FILE__ );
define( 'POOLSCAPE_DIR', plugin_dir_path( __FILE__ ) );

require_once POOLSCAPE_DIR . 'includes/render.php';
require_once POOLSCAPE_DIR . 'includes/feed-client.php';
require_once POOLSCAPE_DIR . 'includes/shortcodes.php';
require_once POOLSCAPE_DIR . 'includes/blocks.php';
if ( is_admin() ) {
	require_once POOLSCAPE_DIR . 'includes/settings.php';
}
