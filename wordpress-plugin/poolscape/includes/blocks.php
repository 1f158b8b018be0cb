<?php
/**
 * The five dynamic blocks (poolscape/designs, …/collections, …/gallery, …/posts, …/tutorials), in
 * their own "Poolscape" category. They render on the server with the shortcodes' output; the editor
 * script (assets/blocks.js, no build step) previews them with ServerSideRender and sets the count.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

/** The editor script's handle. */
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

/** Registers the editor script and the five blocks. */
function poolscape_register_blocks() {
	wp_register_script(
		POOLSCAPE_BLOCKS_SCRIPT,
		plugins_url( 'assets/blocks.js', POOLSCAPE_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render' ),
		POOLSCAPE_VERSION,
		true
	);
	$blocks = array();
	foreach ( poolscape_resources() as $resource => $kind ) {
		$blocks[] = array(
			'name'        => 'poolscape/' . $resource,
			'title'       => $kind['title'],
			'description' => $kind['description'],
			'count'       => $kind['count'],
		);
		register_block_type(
			'poolscape/' . $resource,
			array(
				'api_version'           => 2,
				'title'                 => $kind['title'],
				'description'           => $kind['description'],
				'category'              => 'poolscape',
				'attributes'            => array(
					'count' => array(
						'type'    => 'integer',
						'default' => $kind['count'],
					),
				),
				'supports'              => array(
					'html'  => false,
					'align' => array( 'wide', 'full' ),
				),
				'editor_script_handles' => array( POOLSCAPE_BLOCKS_SCRIPT ),
				'style_handles'         => array( POOLSCAPE_STYLE ),
				'render_callback'       => static function ( $attributes ) use ( $resource ) {
					$html = poolscape_output( $resource, $attributes );
					return '' === $html ? '' : '<div ' . get_block_wrapper_attributes() . '>' . $html . '</div>';
				},
			)
		);
	}
	$settings = array(
		'blocks'     => $blocks,
		'panelTitle' => __( 'Settings', 'poolscape' ),
		'countLabel' => __( 'How many to show', 'poolscape' ),
		'countHelp'  => __( 'From 1 to 50.', 'poolscape' ),
		'min'        => POOLSCAPE_COUNT_MIN,
		'max'        => POOLSCAPE_COUNT_MAX,
	);
	wp_add_inline_script( POOLSCAPE_BLOCKS_SCRIPT, 'window.poolscapeBlocks = ' . wp_json_encode( $settings ) . ';', 'before' );
}
add_action( 'init', 'poolscape_register_blocks', 20 );
