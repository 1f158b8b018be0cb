<?php
/**
 * The five dynamic blocks (poolscape/designs, …/collections, …/gallery, …/posts, …/tutorials), in
 * their own "Poolscape" category. Each is registered from its blocks/<resource>/block.json (API
 * version 3), which names the editor script, the stylesheet and the server-side rendering
 * (blocks/render.php, the shortcodes' output). The editor script (assets/blocks.js, no build step)
 * previews them with ServerSideRender and sets the count.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

/** The editor script's handle, as each block.json's editorScript names it. */
define( 'POOLSCAPE_BLOCKS_SCRIPT', 'poolscape-blocks' );

/**
 * Adds the "Poolscape" block category.
 *
 * @param array $categories The block categories.
 * @return array
 */
function poolscape_block_category( $categories ) {
	foreach ( $categories as $category ) {
		if ( isset( $category['slug'] ) && 'poolscape' === $category['slug'] ) {
			return $categories;
		}
	}
	$categories[] = array(
		'slug'  => 'poolscape',
		'title' => __( 'Poolscape', 'poolscape' ),
		'icon'  => null,
	);
	return $categories;
}
add_filter( 'block_categories_all', 'poolscape_block_category' );

/**
 * Registers the editor script, then the five blocks from their block.json files. Runs after the
 * stylesheet is registered (init, priority 10): block.json names both by handle, so both must exist.
 */
function poolscape_register_blocks() {
	wp_register_script(
		POOLSCAPE_BLOCKS_SCRIPT,
		plugins_url( 'assets/blocks.js', POOLSCAPE_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render' ),
		POOLSCAPE_VERSION,
		true
	);
	$names = array();
	foreach ( array_keys( poolscape_resources() ) as $resource ) {
		$type = register_block_type( POOLSCAPE_DIR . 'blocks/' . $resource );
		if ( $type ) {
			$names[] = $type->name;
		}
	}
	$settings = array(
		'blocks'     => $names,
		'panelTitle' => __( 'Settings', 'poolscape' ),
		'countLabel' => __( 'How many to show', 'poolscape' ),
		'countHelp'  => __( 'From 1 to 50.', 'poolscape' ),
		'min'        => POOLSCAPE_COUNT_MIN,
		'max'        => POOLSCAPE_COUNT_MAX,
	);
	wp_add_inline_script( POOLSCAPE_BLOCKS_SCRIPT, 'window.poolscapeBlocks = ' . wp_json_encode( $settings ) . ';', 'before' );
}
add_action( 'init', 'poolscape_register_blocks', 20 );

/**
 * What a resource's block shows, in the site's language, from its block.json.
 *
 * @param string $resource The feed resource.
 * @return string '' when the block is not registered.
 */
function poolscape_block_description( $resource ) {
	$type = WP_Block_Type_Registry::get_instance()->get_registered( 'poolscape/' . $resource );
	return $type ? (string) $type->description : '';
}
