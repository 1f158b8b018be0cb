<?php
/**
 * The shortcodes, and the output the blocks share with them: reads the feed, then hands the items to
 * the renderers. Visitors see nothing when the feed cannot be shown; the site's administrators see a
 * short notice saying why, with a link to the settings page.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

/** The stylesheet's handle. */
define( 'POOLSCAPE_STYLE', 'poolscape' );

/** Registers the stylesheet (enqueued only where Poolscape content is shown). */
function poolscape_register_style() {
	wp_register_style( POOLSCAPE_STYLE, plugins_url( 'assets/poolscape.css', POOLSCAPE_FILE ), array(), POOLSCAPE_VERSION );
}
add_action( 'init', 'poolscape_register_style' );

/** Registers the five shortcodes. */
function poolscape_register_shortcodes() {
	foreach ( poolscape_resources() as $resource => $kind ) {
		add_shortcode(
			$kind['shortcode'],
			static function ( $atts ) use ( $resource, $kind ) {
				$atts = shortcode_atts( array( 'count' => $kind['count'] ), $atts, $kind['shortcode'] );
				return poolscape_output( $resource, $atts );
			}
		);
	}
}
add_action( 'init', 'poolscape_register_shortcodes' );

/**
 * Enqueues the stylesheet in the page's head when the post being shown uses a shortcode or block
 * (content rendered elsewhere, as in a widget, enqueues it as it renders).
 */
function poolscape_enqueue_for_post() {
	$post = get_post();
	if ( ! is_singular() || ! $post ) {
		return;
	}
	foreach ( poolscape_resources() as $resource => $kind ) {
		if ( has_shortcode( $post->post_content, $kind['shortcode'] ) || has_block( 'poolscape/' . $resource, $post ) ) {
			wp_enqueue_style( POOLSCAPE_STYLE );
			return;
		}
	}
}
add_action( 'wp_enqueue_scripts', 'poolscape_enqueue_for_post' );

/**
 * The HTML of one shortcode or block: the feed's items, rendered.
 *
 * @param string $resource   The feed resource.
 * @param array  $attributes The attributes (count).
 * @return string HTML.
 */
function poolscape_output( $resource, $attributes ) {
	$resources = poolscape_resources();
	if ( ! isset( $resources[ $resource ] ) ) {
		return '';
	}
	$count  = poolscape_clamp_count( isset( $attributes['count'] ) ? $attributes['count'] : null, $resources[ $resource ]['count'] );
	$answer = poolscape_feed_get( $resource, $count );
	if ( 'ok' !== $answer['status'] ) {
		return poolscape_admin_notice( $answer );
	}
	wp_enqueue_style( POOLSCAPE_STYLE );
	return poolscape_render( $resource, $answer['page']['items'], array( 'count' => $count ) );
}

/**
 * Why the feed cannot be shown, for those who may change the settings; nothing for anyone else.
 *
 * @param array $answer The feed client's answer (status 'unconfigured', 'refused' or 'unavailable').
 * @return string HTML.
 */
function poolscape_admin_notice( $answer ) {
	if ( ! current_user_can( 'manage_options' ) ) {
		return '';
	}
	if ( 'unconfigured' === $answer['status'] ) {
		$why = __( 'Poolscape is not connected yet: enter your Poolscape address and API key.', 'poolscape' );
	} elseif ( 'refused' === $answer['status'] ) {
		/* translators: %s: Poolscape's reason, like "This API key is not valid, or was revoked." */
		$why = sprintf( __( 'Poolscape did not accept the API key: %s', 'poolscape' ), $answer['message'] );
	} else {
		/* translators: %s: what went wrong, in Poolscape's or WordPress's words. */
		$why = sprintf( __( 'Poolscape content could not be loaded: %s', 'poolscape' ), $answer['message'] );
	}
	wp_enqueue_style( POOLSCAPE_STYLE );
	return '<p class="poolscape poolscape-notice" role="note">' . esc_html( $why ) . ' '
		. '<a href="' . esc_url( admin_url( 'options-general.php?page=poolscape' ) ) . '">'
		. esc_html__( 'Open the Poolscape settings', 'poolscape' ) . '</a> '
		. '<span class="poolscape-notice-aside">' . esc_html__( '(Only administrators see this note.)', 'poolscape' ) . '</span></p>';
}
