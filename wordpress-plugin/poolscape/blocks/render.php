<?php
/**
 * The server-side rendering of every Poolscape block, named by the `render` field of each block.json.
 * WordPress includes this file inside the block's render callback with `$attributes`, `$content` and
 * `$block` in scope and prints what it echoes; the block's name says which feed resource to show.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

$poolscape_name     = isset( $block->name ) ? (string) $block->name : '';
$poolscape_resource = substr( $poolscape_name, strlen( 'poolscape/' ) );
$poolscape_html     = poolscape_output( $poolscape_resource, is_array( $attributes ) ? $attributes : array() );
// An empty block prints nothing at all, not even its wrapper, as the shortcode does.
if ( '' !== $poolscape_html ) {
	// get_block_wrapper_attributes() escapes what it returns; poolscape_output() escapes every feed value.
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	echo '<div ' . get_block_wrapper_attributes() . '>' . $poolscape_html . '</div>';
}
