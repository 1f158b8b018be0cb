<?php
/**
 * The feed client: reads one page of Poolscape's read-only feed (`/api/feed/v1/{resource}`) with the
 * site's API key, and keeps each answer in a transient for a day. An answer younger than a minute is
 * used as is; an older one is checked again with its ETag (a 304 keeps it). When Poolscape cannot be
 * reached or fails, the last answer is shown (and asked for again a minute later); when it refuses
 * the key, the answer is forgotten and nothing is shown.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

/** The option holding Poolscape's address, like https://poolscape.example. */
define( 'POOLSCAPE_OPTION_URL', 'poolscape_api_url' );
/** The option holding the site's API key (psk_…). */
define( 'POOLSCAPE_OPTION_KEY', 'poolscape_api_key' );
/** How long an answer is used without asking Poolscape again, in seconds. */
define( 'POOLSCAPE_FRESH_SECONDS', 60 );
/** How long an answer is kept at all, in seconds (a day). */
define( 'POOLSCAPE_CACHE_SECONDS', 86400 );
/** The feed's resources. */
define( 'POOLSCAPE_FEED_RESOURCES', array( 'designs', 'collections', 'gallery', 'posts', 'tutorials' ) );

/**
 * The transient that holds one (resource, perPage) answer: {etag, body, fetched_at}.
 *
 * @param string $resource The feed resource.
 * @param int    $per_page The page size.
 * @return string
 */
function poolscape_cache_name( $resource, $per_page ) {
	return 'poolscape_feed_' . $resource . '_' . (int) $per_page;
}

/** Forgets every cached answer (after the address or key changed, and on uninstall). */
function poolscape_clear_cache() {
	foreach ( POOLSCAPE_FEED_RESOURCES as $resource ) {
		for ( $per_page = 1; $per_page <= 50; $per_page++ ) {
			delete_transient( poolscape_cache_name( $resource, $per_page ) );
		}
	}
}

/** Forgets the cached feed when the address or key changes (or is first saved), however it was saved. */
function poolscape_settings_changed() {
	poolscape_clear_cache();
}
foreach ( array( POOLSCAPE_OPTION_URL, POOLSCAPE_OPTION_KEY ) as $poolscape_option ) {
	add_action( 'add_option_' . $poolscape_option, 'poolscape_settings_changed' );
	add_action( 'update_option_' . $poolscape_option, 'poolscape_settings_changed' );
}
unset( $poolscape_option );

/**
 * Poolscape's address as written into the downloaded zip (defaults.php beside poolscape.php), or ''.
 *
 * @return string
 */
function poolscape_default_api_url() {
	$file = POOLSCAPE_DIR . 'defaults.php';
	if ( ! is_readable( $file ) ) {
		return '';
	}
	$defaults = include $file;
	if ( ! is_array( $defaults ) || ! isset( $defaults['api_url'] ) || ! is_string( $defaults['api_url'] ) ) {
		return '';
	}
	return untrailingslashit( esc_url_raw( trim( $defaults['api_url'] ), array( 'http', 'https' ) ) );
}

/**
 * Poolscape's address: the saved one, or else the one the plugin came with. (WordPress does not
 * save a setting left at its default, so the default is looked up here rather than only on the
 * settings page.)
 *
 * @return string
 */
function poolscape_api_url() {
	$url = get_option( POOLSCAPE_OPTION_URL, '' );
	return is_string( $url ) && '' !== $url ? $url : poolscape_default_api_url();
}

/**
 * The saved address and key, or null until both are set.
 *
 * @return array{url: string, key: string}|null
 */
function poolscape_credentials() {
	$url = poolscape_api_url();
	$key = (string) get_option( POOLSCAPE_OPTION_KEY, '' );
	if ( '' === $url || '' === $key ) {
		return null;
	}
	return array(
		'url' => $url,
		'key' => $key,
	);
}

/**
 * Asks the feed for the first page of a resource, once, without the cache.
 *
 * @param array       $credentials The address and key.
 * @param string      $resource    The feed resource.
 * @param int         $per_page    The page size.
 * @param string|null $etag        The ETag of the answer held, to send as If-None-Match.
 * @return array|WP_Error The HTTP response, or the network error.
 */
function poolscape_feed_request( $credentials, $resource, $per_page, $etag = null ) {
	$url     = add_query_arg(
		array(
			'page'    => 1,
			'perPage' => (int) $per_page,
		),
		untrailingslashit( $credentials['url'] ) . '/api/feed/v1/' . rawurlencode( $resource )
	);
	$headers = array(
		'Authorization' => 'Bearer ' . $credentials['key'],
		'Accept'        => 'application/json',
	);
	if ( null !== $etag && '' !== $etag ) {
		$headers['If-None-Match'] = $etag;
	}
	return wp_remote_get(
		$url,
		array(
			'timeout' => 10,
			'headers' => $headers,
		)
	);
}

/**
 * A feed page's JSON, read: the page as an array, or null when it is not a feed page.
 *
 * @param string $body The answer's body.
 * @return array|null
 */
function poolscape_parse_page( $body ) {
	$page = json_decode( (string) $body, true );
	return is_array( $page ) && isset( $page['items'] ) && is_array( $page['items'] ) ? $page : null;
}

/**
 * The words of a refused answer: the feed's `{ message }`, or a plain sentence with its status.
 *
 * @param array|WP_Error $response The HTTP response, or the network error.
 * @return string
 */
function poolscape_error_message( $response ) {
	if ( is_wp_error( $response ) ) {
		/* translators: %s: the network error, as WordPress reports it. */
		return sprintf( __( 'Poolscape could not be reached: %s', 'poolscape' ), $response->get_error_message() );
	}
	$json = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( is_array( $json ) && isset( $json['message'] ) && is_string( $json['message'] ) && '' !== $json['message'] ) {
		return $json['message'];
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	if ( 404 === $code ) {
		return __( 'There is no Poolscape feed at that address. Check the Poolscape address.', 'poolscape' );
	}
	/* translators: %d: the HTTP status code. */
	return sprintf( __( 'Poolscape answered with an error (HTTP %d). Try again in a minute.', 'poolscape' ), $code );
}

/**
 * The first page of a resource, from the cache or the feed.
 *
 * The answer is an array with `status`:
 * - 'ok': `page` is the feed page ({items, page, perPage, total, totalPages}); `stale` is true when it
 *   is an older answer shown because Poolscape could not be asked.
 * - 'unconfigured': no address or key yet.
 * - 'refused': Poolscape refused the key (401/403); `message` says why.
 * - 'unavailable': no answer to show; `message` says why.
 *
 * @param string $resource The feed resource.
 * @param int    $per_page The page size (1 to 50).
 * @return array
 */
function poolscape_feed_get( $resource, $per_page ) {
	static $answered = array();
	$name = poolscape_cache_name( $resource, $per_page );
	if ( isset( $answered[ $name ] ) ) {
		return $answered[ $name ];
	}
	$answer            = poolscape_feed_fetch( $resource, $per_page, $name );
	$answered[ $name ] = $answer;
	return $answer;
}

/**
 * The work of poolscape_feed_get(), without its memory of this request's answers.
 *
 * @param string $resource The feed resource.
 * @param int    $per_page The page size.
 * @param string $name     The transient's name.
 * @return array
 */
function poolscape_feed_fetch( $resource, $per_page, $name ) {
	$credentials = poolscape_credentials();
	if ( null === $credentials ) {
		return array( 'status' => 'unconfigured' );
	}
	$cached = get_transient( $name );
	$page   = is_array( $cached ) && isset( $cached['body'] ) ? poolscape_parse_page( $cached['body'] ) : null;
	if ( null === $page ) {
		$cached = null;
	}
	$fetched_at = null !== $cached && isset( $cached['fetched_at'] ) ? (int) $cached['fetched_at'] : 0;
	if ( null !== $cached && time() - $fetched_at < POOLSCAPE_FRESH_SECONDS ) {
		return array(
			'status' => 'ok',
			'page'   => $page,
			'stale'  => false,
		);
	}

	$etag     = null !== $cached && isset( $cached['etag'] ) ? (string) $cached['etag'] : null;
	$response = poolscape_feed_request( $credentials, $resource, $per_page, $etag );
	$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );

	if ( 304 === $code && null !== $cached ) {
		$cached['fetched_at'] = time();
		set_transient( $name, $cached, POOLSCAPE_CACHE_SECONDS );
		return array(
			'status' => 'ok',
			'page'   => $page,
			'stale'  => false,
		);
	}
	if ( 401 === $code || 403 === $code ) {
		delete_transient( $name );
		return array(
			'status'  => 'refused',
			'message' => poolscape_error_message( $response ),
		);
	}
	$fresh = 200 === $code ? poolscape_parse_page( wp_remote_retrieve_body( $response ) ) : null;
	if ( null !== $fresh ) {
		set_transient(
			$name,
			array(
				'etag'       => (string) wp_remote_retrieve_header( $response, 'etag' ),
				'body'       => (string) wp_remote_retrieve_body( $response ),
				'fetched_at' => time(),
			),
			POOLSCAPE_CACHE_SECONDS
		);
		return array(
			'status' => 'ok',
			'page'   => $fresh,
			'stale'  => false,
		);
	}
	// A network error, a 5xx, a rate limit or an answer that is not a feed page: show the last answer.
	$message = 200 === $code
		? __( 'The Poolscape address answered, but not with Poolscape’s feed. Check the Poolscape address.', 'poolscape' )
		: poolscape_error_message( $response );
	if ( null !== $cached ) {
		// Wait a minute before asking again, so a slow or failing Poolscape does not slow every page.
		$cached['fetched_at'] = time();
		set_transient( $name, $cached, POOLSCAPE_CACHE_SECONDS );
		return array(
			'status'  => 'ok',
			'page'    => $page,
			'stale'   => true,
			'message' => $message,
		);
	}
	return array(
		'status'  => 'unavailable',
		'message' => $message,
	);
}

/**
 * Checks the saved address and key by asking for the public designs once (the settings page's test).
 *
 * @return array{ok: bool, message: string}
 */
function poolscape_test_connection() {
	$credentials = poolscape_credentials();
	if ( null === $credentials ) {
		return array(
			'ok'      => false,
			'message' => __( 'Enter the Poolscape address and an API key, then save, to connect.', 'poolscape' ),
		);
	}
	$response = poolscape_feed_request( $credentials, 'designs', 1 );
	$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$page     = 200 === $code ? poolscape_parse_page( wp_remote_retrieve_body( $response ) ) : null;
	if ( null !== $page ) {
		$total = isset( $page['total'] ) ? (int) $page['total'] : count( $page['items'] );
		return array(
			'ok'      => true,
			/* translators: %s: the number of public designs. */
			'message' => sprintf( _n( 'Connected: %s public design.', 'Connected: %s public designs.', $total, 'poolscape' ), number_format_i18n( $total ) ),
		);
	}
	return array(
		'ok'      => false,
		'message' => 200 === $code
			? __( 'The Poolscape address answered, but not with Poolscape’s feed. Check the Poolscape address.', 'poolscape' )
			: poolscape_error_message( $response ),
	);
}
