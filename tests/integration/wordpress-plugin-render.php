<?php
/**
 * Runs the Poolscape plugin's renderers (wordpress-plugin/poolscape/includes/render.php) under the
 * PHP CLI with WordPress stand-ins. Reads a JSON list of calls, `[{"fn": "poolscape_render",
 * "args": [...]}]`, from stdin and prints the list of their results as JSON. Only the plugin's own
 * functions may be called. Used by wordpress-plugin.test.ts.
 */

require __DIR__ . '/wordpress-plugin-stubs.php';
require __DIR__ . '/../../wordpress-plugin/poolscape/includes/render.php';

$calls = json_decode( stream_get_contents( STDIN ), true );
if ( ! is_array( $calls ) ) {
	fwrite( STDERR, "Expected a JSON list of calls on stdin.\n" );
	exit( 2 );
}
$results = array();
foreach ( $calls as $call ) {
	$fn = isset( $call['fn'] ) ? (string) $call['fn'] : '';
	if ( 0 !== strpos( $fn, 'poolscape_' ) || ! function_exists( $fn ) ) {
		fwrite( STDERR, "Not a renderer function: {$fn}\n" );
		exit( 2 );
	}
	$results[] = call_user_func_array( $fn, isset( $call['args'] ) ? $call['args'] : array() );
}
echo json_encode( $results, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
