<?php
/**
 * Minimal stand-ins for the WordPress functions the Poolscape plugin's renderers and feed client
 * call, so they run under the PHP CLI without WordPress (wordpress-plugin.test.ts drives them). The
 * escaping mirrors WordPress: esc_html and esc_attr encode <, >, &, " and ' (not encoding an entity
 * twice), esc_url keeps only http(s)/mailto/tel addresses, drops characters an address cannot hold
 * and encodes & and '.
 */

define( 'ABSPATH', __DIR__ . '/' );

/** WordPress's _wp_specialchars() with ENT_QUOTES and without double encoding. */
function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8', false );
}

function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8', false );
}

/** WordPress's esc_url() for display: an allowed protocol, no stray characters, & and ' encoded. */
function esc_url( $url, $protocols = null ) {
	$url = str_replace( ' ', '%20', ltrim( (string) $url ) );
	$url = preg_replace( '|[^a-z0-9-~+_.?#=!&;,/:%@$\|*\'()\[\]\\x80-\\xff]|i', '', $url );
	if ( '' === $url ) {
		return '';
	}
	$allowed = null === $protocols ? array( 'http', 'https', 'mailto', 'tel' ) : $protocols;
	if ( preg_match( '/^([a-z][a-z0-9+.-]*):/i', $url, $match ) ) {
		if ( ! in_array( strtolower( $match[1] ), $allowed, true ) ) {
			return '';
		}
	} elseif ( '/' !== $url[0] && '#' !== $url[0] && '?' !== $url[0] ) {
		$url = 'http://' . $url;
	}
	$url = str_replace( '&amp;', '&#038;', $url );
	$url = preg_replace( '/&(?!#038;)/', '&#038;', $url );
	return str_replace( "'", '&#039;', $url );
}

/** esc_url() for storage: the same checks, without encoding for HTML. */
function esc_url_raw( $url, $protocols = null ) {
	return str_replace( array( '&#038;', '&#039;' ), array( '&', "'" ), esc_url( $url, $protocols ) );
}

function __( $text, $domain = 'default' ) {
	return $text;
}

function esc_html__( $text, $domain = 'default' ) {
	return esc_html( $text );
}

function _n( $single, $plural, $number, $domain = 'default' ) {
	return 1 === (int) $number ? $single : $plural;
}

function number_format_i18n( $number, $decimals = 0 ) {
	return number_format( (float) $number, $decimals );
}

/** The options the tests set; a missing one is its default. */
$GLOBALS['poolscape_test_options'] = array(
	'date_format' => 'F j, Y',
	'gmt_offset'  => 0,
);

function get_option( $name, $default = false ) {
	return array_key_exists( $name, $GLOBALS['poolscape_test_options'] ) ? $GLOBALS['poolscape_test_options'][ $name ] : $default;
}

/** date_i18n() with an English locale: the timestamp already carries the site's offset. */
function date_i18n( $format, $timestamp_with_offset = false, $gmt = false ) {
	return gmdate( $format, false === $timestamp_with_offset ? time() : (int) $timestamp_with_offset );
}

function untrailingslashit( $value ) {
	return rtrim( (string) $value, '/\\' );
}

function add_query_arg( $args, $url ) {
	return $url . ( false === strpos( $url, '?' ) ? '?' : '&' ) . http_build_query( $args );
}
