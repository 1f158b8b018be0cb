<?php
/**
 * The settings page, Settings → Poolscape: Poolscape's address and the site's API key (never shown
 * back, only that one is saved and its first characters), the result of testing the connection, and
 * the list of shortcodes. Saving either setting forgets the cached feed.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

/** The settings page's slug and settings group. */
define( 'POOLSCAPE_PAGE', 'poolscape' );
/** How API keys look: psk_ and 43 base64url characters. */
define( 'POOLSCAPE_KEY_PATTERN', '/^psk_[A-Za-z0-9_-]{43}$/' );

/** Registers the two settings and their fields. */
function poolscape_register_settings() {
	register_setting(
		POOLSCAPE_PAGE,
		POOLSCAPE_OPTION_URL,
		array(
			'type'              => 'string',
			'sanitize_callback' => 'poolscape_sanitize_api_url',
			'default'           => poolscape_default_api_url(),
			'show_in_rest'      => false,
		)
	);
	register_setting(
		POOLSCAPE_PAGE,
		POOLSCAPE_OPTION_KEY,
		array(
			'type'              => 'string',
			'sanitize_callback' => 'poolscape_sanitize_api_key',
			'default'           => '',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'poolscape_connection', __( 'Connection', 'poolscape' ), 'poolscape_connection_intro', POOLSCAPE_PAGE );
	add_settings_field(
		POOLSCAPE_OPTION_URL,
		__( 'Poolscape address', 'poolscape' ),
		'poolscape_url_field',
		POOLSCAPE_PAGE,
		'poolscape_connection',
		array( 'label_for' => POOLSCAPE_OPTION_URL )
	);
	add_settings_field(
		POOLSCAPE_OPTION_KEY,
		__( 'API key', 'poolscape' ),
		'poolscape_key_field',
		POOLSCAPE_PAGE,
		'poolscape_connection',
		array( 'label_for' => POOLSCAPE_OPTION_KEY )
	);
}
add_action( 'admin_init', 'poolscape_register_settings' );

/**
 * Sanitizes the address: an http(s) URL without a trailing slash. A bad one keeps the saved address;
 * an empty one means the address the plugin came with.
 *
 * @param mixed $value The address as entered.
 * @return string
 */
function poolscape_sanitize_api_url( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value ) {
		return '';
	}
	$url = untrailingslashit( esc_url_raw( $value, array( 'http', 'https' ) ) );
	if ( '' === $url || '' === (string) wp_parse_url( $url, PHP_URL_HOST ) ) {
		add_settings_error(
			POOLSCAPE_OPTION_URL,
			'poolscape_bad_url',
			__( 'Enter Poolscape’s address, starting with https://, like https://poolscape.example.', 'poolscape' )
		);
		return poolscape_api_url();
	}
	return $url;
}

/**
 * Sanitizes the API key: psk_ and 43 base64url characters. Left empty, the saved key is kept; a bad
 * one is refused with a message and the saved key kept.
 *
 * @param mixed $value The key as entered.
 * @return string
 */
function poolscape_sanitize_api_key( $value ) {
	$saved = (string) get_option( POOLSCAPE_OPTION_KEY, '' );
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( '' === $value ) {
		return $saved;
	}
	if ( ! preg_match( POOLSCAPE_KEY_PATTERN, $value ) ) {
		add_settings_error(
			POOLSCAPE_OPTION_KEY,
			'poolscape_bad_key',
			__( 'That is not a Poolscape API key. Keys start with psk_ and are 47 characters long: copy the whole key from the WordPress wizard on Poolscape.', 'poolscape' )
		);
		return $saved;
	}
	return $value;
}

/** Adds Settings → Poolscape. */
function poolscape_add_settings_page() {
	add_options_page(
		__( 'Poolscape', 'poolscape' ),
		__( 'Poolscape', 'poolscape' ),
		'manage_options',
		POOLSCAPE_PAGE,
		'poolscape_settings_page'
	);
}
add_action( 'admin_menu', 'poolscape_add_settings_page' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param array $links The row's links.
 * @return array
 */
function poolscape_action_links( $links ) {
	array_unshift(
		$links,
		'<a href="' . esc_url( admin_url( 'options-general.php?page=' . POOLSCAPE_PAGE ) ) . '">' . esc_html__( 'Settings', 'poolscape' ) . '</a>'
	);
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( POOLSCAPE_FILE ), 'poolscape_action_links' );

/** The connection section's introduction. */
function poolscape_connection_intro() {
	echo '<p>' . esc_html__( 'Make an API key in the WordPress wizard on Poolscape, then paste it here. The plugin only reads your public Poolscape content; it cannot change anything.', 'poolscape' ) . '</p>';
}

/** The address field. */
function poolscape_url_field() {
	printf(
		'<input type="url" id="%1$s" name="%1$s" value="%2$s" class="regular-text code" placeholder="https://" autocomplete="url" spellcheck="false" aria-describedby="%1$s-help" /><p class="description" id="%1$s-help">%3$s</p>',
		esc_attr( POOLSCAPE_OPTION_URL ),
		esc_attr( poolscape_api_url() ),
		esc_html__( 'Where Poolscape is, as filled in when you downloaded the plugin.', 'poolscape' )
	);
}

/** The key field: always empty; says whether a key is saved, and shows only its start. */
function poolscape_key_field() {
	$saved = (string) get_option( POOLSCAPE_OPTION_KEY, '' );
	if ( '' === $saved ) {
		$help = esc_html__( 'No key is saved yet. Paste the key Poolscape showed you when you made it.', 'poolscape' );
	} else {
		$help = sprintf(
			/* translators: %s: the first 12 characters of the saved key. */
			esc_html__( 'A key is saved: %s… Leave this empty to keep it, or paste a new key to replace it.', 'poolscape' ),
			'<code>' . esc_html( substr( $saved, 0, 12 ) ) . '</code>'
		);
	}
	printf(
		'<input type="password" id="%1$s" name="%1$s" value="" class="regular-text code" autocomplete="new-password" spellcheck="false" aria-describedby="%1$s-help" /><p class="description" id="%1$s-help">%2$s</p>',
		esc_attr( POOLSCAPE_OPTION_KEY ),
		$help // Escaped above.
	);
}

/**
 * The connection test's result, when the settings were just saved or the test button was pressed.
 *
 * @return array{ok: bool, message: string}|null
 */
function poolscape_requested_test() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WordPress adds settings-updated after its own nonce check.
	$saved  = isset( $_GET['settings-updated'] );
	$tested = isset( $_GET['poolscape-test'], $_GET['_wpnonce'] )
		&& wp_verify_nonce( sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ), 'poolscape-test' );
	return $saved || $tested ? poolscape_test_connection() : null;
}

/** Settings → Poolscape. */
function poolscape_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$test = poolscape_requested_test();
	echo '<div class="wrap"><h1>' . esc_html__( 'Poolscape', 'poolscape' ) . '</h1>';
	echo '<form method="post" action="options.php">';
	settings_fields( POOLSCAPE_PAGE );
	do_settings_sections( POOLSCAPE_PAGE );
	submit_button( __( 'Save settings', 'poolscape' ) );
	echo '</form>';

	echo '<h2>' . esc_html__( 'Test the connection', 'poolscape' ) . '</h2>';
	if ( null !== $test ) {
		printf(
			'<div class="notice inline %1$s" role="status"><p>%2$s</p></div>',
			esc_attr( $test['ok'] ? 'notice-success' : 'notice-error' ),
			esc_html( $test['message'] )
		);
	}
	echo '<form method="get" action="' . esc_url( admin_url( 'options-general.php' ) ) . '">';
	echo '<input type="hidden" name="page" value="' . esc_attr( POOLSCAPE_PAGE ) . '" />';
	// Written by hand, not with wp_nonce_field(), so the page has one element with the id _wpnonce.
	echo '<input type="hidden" name="_wpnonce" value="' . esc_attr( wp_create_nonce( 'poolscape-test' ) ) . '" />';
	echo '<p>' . esc_html__( 'Asks Poolscape for your public designs with the saved address and key.', 'poolscape' ) . '</p>';
	submit_button( __( 'Test the connection', 'poolscape' ), 'secondary', 'poolscape-test', false );
	echo '</form>';

	echo '<h2>' . esc_html__( 'Shortcodes and blocks', 'poolscape' ) . '</h2>';
	echo '<p>' . esc_html__( 'Add these to any page or post, or use the blocks of the same names in the Poolscape block category. count is how many to show, from 1 to 50.', 'poolscape' ) . '</p>';
	echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Shortcode', 'poolscape' ) . '</th><th scope="col">' . esc_html__( 'Shows', 'poolscape' ) . '</th></tr></thead><tbody>';
	foreach ( poolscape_resources() as $resource => $kind ) {
		printf(
			'<tr><td><code>[%1$s count="%2$d"]</code></td><td>%3$s</td></tr>',
			esc_html( $kind['shortcode'] ),
			(int) $kind['count'],
			esc_html( poolscape_block_description( $resource ) )
		);
	}
	echo '</tbody></table></div>';
}
