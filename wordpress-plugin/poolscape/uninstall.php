<?php
/**
 * Runs when the plugin is deleted from the Plugins screen: removes its settings and its cached feed,
 * on every site of a network.
 *
 * @package Poolscape
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( ! defined( 'POOLSCAPE_DIR' ) ) {
	define( 'POOLSCAPE_DIR', plugin_dir_path( __FILE__ ) );
}
require_once POOLSCAPE_DIR . 'includes/feed-client.php';

/** Removes the plugin's options and cached answers from the current site. */
function poolscape_uninstall_site() {
	delete_option( POOLSCAPE_OPTION_URL );
	delete_option( POOLSCAPE_OPTION_KEY );
	poolscape_clear_cache();
}

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $poolscape_site_id ) {
		switch_to_blog( $poolscape_site_id );
		poolscape_uninstall_site();
		restore_current_blog();
	}
} else {
	poolscape_uninstall_site();
}
