<?php
/**
 * Runs the Poolscape plugin's feed client (wordpress-plugin/poolscape/includes/feed-client.php) under
 * the PHP CLI against scripted HTTP answers, with transients and options kept in memory. Prints one
 * JSON object: for each step, what the client answered, which requests it made and what it cached.
 * Used by wordpress-plugin.test.ts, which holds the assertions.
 */

require __DIR__ . '/wordpress-plugin-stubs.php';

/** The plugin folder, here a temporary one holding the defaults.php the zip would carry. */
$poolscape_dir = sys_get_temp_dir() . '/poolscape-plugin-' . getmypid() . '/';
if ( ! is_dir( $poolscape_dir ) ) {
	mkdir( $poolscape_dir );
}
file_put_contents( $poolscape_dir . 'defaults.php', "<?php\nreturn array( 'api_url' => 'https://poolscape.test/' );\n" );
define( 'POOLSCAPE_DIR', $poolscape_dir );

/** The hooks the client adds, by name. */
$GLOBALS['actions'] = array();
function add_action( $hook, $callback ) {
	$GLOBALS['actions'][ $hook ] = $callback;
}

require __DIR__ . '/../../wordpress-plugin/poolscape/includes/feed-client.php';

class WP_Error {
	private $message;
	public function __construct( $code = '', $message = '' ) {
		$this->message = $message;
	}
	public function get_error_message() {
		return $this->message;
	}
}

function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}

$GLOBALS['transients'] = array();
function get_transient( $name ) {
	return isset( $GLOBALS['transients'][ $name ] ) ? $GLOBALS['transients'][ $name ]['value'] : false;
}
function set_transient( $name, $value, $expiration = 0 ) {
	$GLOBALS['transients'][ $name ] = array(
		'value'      => $value,
		'expiration' => $expiration,
	);
	return true;
}
function delete_transient( $name ) {
	$existed = isset( $GLOBALS['transients'][ $name ] );
	unset( $GLOBALS['transients'][ $name ] );
	return $existed;
}

/** The answers wp_remote_get() gives, in order, and the requests it was asked for. */
$GLOBALS['answers']  = array();
$GLOBALS['requests'] = array();
function wp_remote_get( $url, $args = array() ) {
	$GLOBALS['requests'][] = array(
		'url'  => $url,
		'args' => $args,
	);
	$answer = array_shift( $GLOBALS['answers'] );
	return null === $answer ? new WP_Error( 'http_request_failed', 'No answer was scripted.' ) : $answer;
}
function wp_remote_retrieve_response_code( $response ) {
	return is_array( $response ) ? $response['response']['code'] : '';
}
function wp_remote_retrieve_body( $response ) {
	return is_array( $response ) ? $response['body'] : '';
}
function wp_remote_retrieve_header( $response, $header ) {
	return is_array( $response ) && isset( $response['headers'][ $header ] ) ? $response['headers'][ $header ] : '';
}

/** An HTTP answer as wp_remote_get() returns it. */
function answer( $code, $body = '', $headers = array() ) {
	return array(
		'response' => array( 'code' => $code ),
		'headers'  => $headers,
		'body'     => is_string( $body ) ? $body : json_encode( $body ),
	);
}

/** Makes the cached designs answer look older than a minute. */
function age_cache() {
	$GLOBALS['transients']['poolscape_feed_designs_6']['value']['fetched_at'] -= 61;
}

/** Runs one step: the answers Poolscape gives, then the client's answer and what it did. */
function step( $answers, $call ) {
	$GLOBALS['answers']  = $answers;
	$GLOBALS['requests'] = array();
	$result              = $call();
	return array(
		'result'     => $result,
		'requests'   => $GLOBALS['requests'],
		'transients' => $GLOBALS['transients'],
	);
}

$page  = json_decode( stream_get_contents( STDIN ), true );
$fetch = static function () {
	return poolscape_feed_fetch( 'designs', 6, poolscape_cache_name( 'designs', 6 ) );
};
$out   = array();

$out['unconfigured'] = step( array(), $fetch );
$out['defaultUrl']   = poolscape_api_url();
$GLOBALS['poolscape_test_options']['poolscape_api_key'] = 'psk_' . str_repeat( 'a', 43 );

$out['first']       = step( array( answer( 200, $page, array( 'etag' => '"v1"' ) ) ), $fetch );
$out['fresh']       = step( array(), $fetch );
age_cache();
$out['notModified'] = step( array( answer( 304 ) ), $fetch );
age_cache();
$out['serverError'] = step( array( answer( 503, array( 'message' => 'Down for maintenance.' ) ) ), $fetch );
$out['afterError']  = step( array(), $fetch );
age_cache();
$out['networkError'] = step( array( new WP_Error( 'http_request_failed', 'cURL error 28: timed out' ) ), $fetch );
age_cache();
$out['changed'] = step( array( answer( 200, array_merge( $page, array( 'items' => array() ) ), array( 'etag' => '"v2"' ) ) ), $fetch );
age_cache();
$out['refused'] = step( array( answer( 401, array( 'message' => 'This API key is not valid, or was revoked.' ) ) ), $fetch );
$out['noCacheServerError'] = step( array( answer( 500, '<html>Oops</html>' ) ), $fetch );
$out['notFeed'] = step( array( answer( 200, '<html>A WordPress site</html>' ) ), $fetch );
$out['memo']    = step(
	array( answer( 200, $page ), answer( 200, $page ) ),
	static function () {
		return array( poolscape_feed_get( 'gallery', 12 ), poolscape_feed_get( 'gallery', 12 ) );
	}
);
// Saving a new key clears the cache through the hook WordPress runs after update_option().
call_user_func( $GLOBALS['actions']['update_option_poolscape_api_key'] );
$out['cleared'] = $GLOBALS['transients'];
$out['hooks']   = array_keys( $GLOBALS['actions'] );

$out['testOk']      = step( array( answer( 200, array_merge( $page, array( 'total' => 4 ) ) ) ), 'poolscape_test_connection' );
$out['testRefused'] = step( array( answer( 401, array( 'message' => 'This API key is not valid, or was revoked.' ) ) ), 'poolscape_test_connection' );
$out['testLimited'] = step( array( answer( 429, array( 'message' => 'Too many requests. Try again in a minute.' ) ) ), 'poolscape_test_connection' );
$out['testMissing'] = step( array( answer( 404, 'Not found' ) ), 'poolscape_test_connection' );

unlink( $poolscape_dir . 'defaults.php' );
rmdir( $poolscape_dir );
echo json_encode( $out, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
