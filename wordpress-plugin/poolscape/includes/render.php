<?php
/**
 * The renderers: pure functions of (feed items, attributes) that return the HTML of one shortcode or
 * block. They make no requests and read nothing but the site's date settings, so they can be tested
 * without WordPress. Every value from the feed is escaped with WordPress's own functions.
 *
 * @package Poolscape
 */

defined( 'ABSPATH' ) || exit;

/** Fewest and most items one shortcode or block may show (the feed's page holds at most 50). */
define( 'POOLSCAPE_COUNT_MIN', 1 );
define( 'POOLSCAPE_COUNT_MAX', 50 );

/**
 * The five kinds of content, by feed resource: the shortcode, how many it shows by default, its
 * renderer and the words for an empty feed. Each block's title and description are in its block.json.
 *
 * @return array<string, array{shortcode: string, count: int, render: callable, empty: string}>
 */
function poolscape_resources() {
	return array(
		'designs'     => array(
			'shortcode' => 'poolscape_designs',
			'count'     => 6,
			'render'    => 'poolscape_render_designs',
			'empty'     => __( 'No designs to show yet.', 'poolscape' ),
		),
		'collections' => array(
			'shortcode' => 'poolscape_collections',
			'count'     => 3,
			'render'    => 'poolscape_render_collections',
			'empty'     => __( 'No collections to show yet.', 'poolscape' ),
		),
		'gallery'     => array(
			'shortcode' => 'poolscape_gallery',
			'count'     => 12,
			'render'    => 'poolscape_render_gallery',
			'empty'     => __( 'No gallery designs to show yet.', 'poolscape' ),
		),
		'posts'       => array(
			'shortcode' => 'poolscape_posts',
			'count'     => 3,
			'render'    => 'poolscape_render_posts',
			'empty'     => __( 'No blog posts to show yet.', 'poolscape' ),
		),
		'tutorials'   => array(
			'shortcode' => 'poolscape_tutorials',
			'count'     => 6,
			'render'    => 'poolscape_render_tutorials',
			'empty'     => __( 'No tutorials to show yet.', 'poolscape' ),
		),
	);
}

/**
 * The number of items to show: a whole number from 1 to 50, or the default when none was given.
 *
 * @param mixed $value   The count attribute as written (shortcode attributes are strings).
 * @param int   $default What to show when the attribute is missing or not a number.
 * @return int
 */
function poolscape_clamp_count( $value, $default ) {
	if ( is_string( $value ) ) {
		$value = trim( $value );
	}
	if ( ! is_numeric( $value ) ) {
		return max( POOLSCAPE_COUNT_MIN, min( POOLSCAPE_COUNT_MAX, (int) $default ) );
	}
	return max( POOLSCAPE_COUNT_MIN, min( POOLSCAPE_COUNT_MAX, (int) $value ) );
}

/**
 * Renders the items of one resource: the feed page's items, at most `count` of them.
 *
 * @param string $resource   One of the keys of poolscape_resources().
 * @param mixed  $items      The feed page's items.
 * @param array  $attributes The shortcode or block attributes (count).
 * @return string HTML.
 */
function poolscape_render( $resource, $items, $attributes ) {
	$resources = poolscape_resources();
	if ( ! isset( $resources[ $resource ] ) ) {
		return '';
	}
	$kind  = $resources[ $resource ];
	$count = poolscape_clamp_count( isset( $attributes['count'] ) ? $attributes['count'] : null, $kind['count'] );
	$items = is_array( $items ) ? array_slice( array_values( array_filter( $items, 'is_array' ) ), 0, $count ) : array();
	if ( empty( $items ) ) {
		return '<p class="poolscape poolscape-empty">' . esc_html( $kind['empty'] ) . '</p>';
	}
	return call_user_func( $kind['render'], $items, $attributes );
}

/**
 * A string field of a feed item, or '' when it is missing or not text.
 *
 * @param array  $item The item.
 * @param string $key  The field.
 * @return string
 */
function poolscape_text( $item, $key ) {
	return isset( $item[ $key ] ) && is_scalar( $item[ $key ] ) ? (string) $item[ $key ] : '';
}

/**
 * An `<img>` that loads lazily, with its size when known.
 *
 * @param string   $url    The image's absolute address.
 * @param string   $alt    Its alternative text ('' for a decorative image).
 * @param int|null $width  Its width in pixels, when the feed gives it.
 * @param int|null $height Its height in pixels, when the feed gives it.
 * @return string HTML, or '' without a usable address.
 */
function poolscape_img( $url, $alt, $width = null, $height = null ) {
	$src = esc_url( $url );
	if ( '' === $src ) {
		return '';
	}
	$size = '';
	if ( is_numeric( $width ) && is_numeric( $height ) && (int) $width > 0 && (int) $height > 0 ) {
		$size = ' width="' . esc_attr( (string) (int) $width ) . '" height="' . esc_attr( (string) (int) $height ) . '"';
	}
	return '<img class="poolscape-image" src="' . $src . '" alt="' . esc_attr( $alt ) . '"' . $size
		. ' loading="lazy" decoding="async" />';
}

/**
 * The `<img>` of a feed image object ({url, width, height}).
 *
 * @param mixed  $image The image object.
 * @param string $alt   Its alternative text.
 * @return string HTML.
 */
function poolscape_feed_img( $image, $alt ) {
	if ( ! is_array( $image ) ) {
		return '';
	}
	$width  = isset( $image['width'] ) ? $image['width'] : null;
	$height = isset( $image['height'] ) ? $image['height'] : null;
	return poolscape_img( poolscape_text( $image, 'url' ), $alt, $width, $height );
}

/**
 * A link, or the plain text when there is no address (or not a web address).
 *
 * @param string $url  The address.
 * @param string $text The link's text (not yet escaped).
 * @return string HTML.
 */
function poolscape_link( $url, $text ) {
	$href = esc_url( $url );
	if ( '' === $href ) {
		return esc_html( $text );
	}
	return '<a href="' . $href . '">' . esc_html( $text ) . '</a>';
}

/**
 * A figure with an image and a caption.
 *
 * @param string $img     The image's HTML.
 * @param string $caption The caption's HTML.
 * @return string HTML.
 */
function poolscape_figure( $img, $caption ) {
	return '<figure class="poolscape-figure">' . $img . '<figcaption>' . $caption . '</figcaption></figure>';
}

/**
 * A design's before and after pictures, side by side.
 *
 * @param array $design A feed design.
 * @return string HTML.
 */
function poolscape_before_after( $design ) {
	$name = poolscape_text( $design, 'name' );
	/* translators: %s: the design's name. */
	$before_alt = sprintf( __( '%s, before', 'poolscape' ), $name );
	/* translators: %s: the design's name. */
	$after_alt = sprintf( __( '%s, after', 'poolscape' ), $name );
	$before    = poolscape_feed_img( isset( $design['before'] ) ? $design['before'] : null, $before_alt );
	$after     = poolscape_feed_img( isset( $design['after'] ) ? $design['after'] : null, $after_alt );
	return '<div class="poolscape-pair">'
		. poolscape_figure( $before, esc_html__( 'Before', 'poolscape' ) )
		. poolscape_figure( $after, esc_html__( 'After', 'poolscape' ) )
		. '</div>';
}

/**
 * `[poolscape_designs]`: each design's before and after pictures, and its name linking to its share page.
 *
 * @param array $items      Feed designs.
 * @param array $attributes The attributes (unused beyond the count).
 * @return string HTML.
 */
function poolscape_render_designs( $items, $attributes ) {
	$html = '<div class="poolscape poolscape-designs">';
	foreach ( $items as $design ) {
		$html .= '<article class="poolscape-design">'
			. poolscape_before_after( $design )
			. '<h3 class="poolscape-title">' . poolscape_link( poolscape_text( $design, 'url' ), poolscape_text( $design, 'name' ) ) . '</h3>'
			. '</article>';
	}
	return $html . '</div>';
}

/**
 * `[poolscape_collections]`: each collection's name (linked), description, and its designs.
 *
 * @param array $items      Feed collections.
 * @param array $attributes The attributes (unused beyond the count).
 * @return string HTML.
 */
function poolscape_render_collections( $items, $attributes ) {
	$html = '<div class="poolscape poolscape-collections">';
	foreach ( $items as $collection ) {
		$html       .= '<section class="poolscape-collection">'
			. '<h3 class="poolscape-title">' . poolscape_link( poolscape_text( $collection, 'url' ), poolscape_text( $collection, 'name' ) ) . '</h3>';
		$description = trim( poolscape_text( $collection, 'description' ) );
		if ( '' !== $description ) {
			$html .= '<p class="poolscape-description">' . nl2br( esc_html( $description ) ) . '</p>';
		}
		$designs = isset( $collection['designs'] ) && is_array( $collection['designs'] ) ? array_filter( $collection['designs'], 'is_array' ) : array();
		if ( empty( $designs ) ) {
			$html .= '<p class="poolscape-empty">' . esc_html__( 'No designs in this collection yet.', 'poolscape' ) . '</p>';
		} else {
			$html .= '<ul class="poolscape-grid" role="list">';
			foreach ( $designs as $design ) {
				$name  = poolscape_text( $design, 'name' );
				$html .= '<li>' . poolscape_figure(
					poolscape_feed_img( isset( $design['after'] ) ? $design['after'] : null, $name ),
					poolscape_link( poolscape_text( $design, 'url' ), $name )
				) . '</li>';
			}
			$html .= '</ul>';
		}
		$html .= '</section>';
	}
	return $html . '</div>';
}

/**
 * `[poolscape_gallery]`: a grid of gallery pictures with the design's name and who made it.
 *
 * @param array $items      Feed gallery items.
 * @param array $attributes The attributes (unused beyond the count).
 * @return string HTML.
 */
function poolscape_render_gallery( $items, $attributes ) {
	$html = '<ul class="poolscape poolscape-grid poolscape-gallery" role="list">';
	foreach ( $items as $item ) {
		$name    = poolscape_text( $item, 'name' );
		$owner   = isset( $item['owner'] ) && is_array( $item['owner'] ) ? $item['owner'] : array();
		$caption = poolscape_link( poolscape_text( $item, 'url' ), $name );
		if ( '' !== poolscape_text( $owner, 'name' ) ) {
			/* translators: %s: the name of the person who made the design. */
			$by       = esc_html__( 'by %s', 'poolscape' );
			$caption .= ' <span class="poolscape-owner">'
				. sprintf( $by, poolscape_link( poolscape_text( $owner, 'url' ), poolscape_text( $owner, 'name' ) ) )
				. '</span>';
		}
		$html .= '<li>' . poolscape_figure( poolscape_feed_img( isset( $item['image'] ) ? $item['image'] : null, $name ), $caption ) . '</li>';
	}
	return $html . '</ul>';
}

/**
 * A feed date in the site's date format and time zone.
 *
 * @param string $iso The date, as ISO 8601 text.
 * @return string The formatted date, or '' when it cannot be read.
 */
function poolscape_date( $iso ) {
	$timestamp = strtotime( $iso );
	if ( false === $timestamp ) {
		return '';
	}
	// date_i18n() takes a timestamp with the site's offset added, and shows it as the site's local time.
	$offset = (int) round( (float) get_option( 'gmt_offset', 0 ) * 3600 );
	return date_i18n( (string) get_option( 'date_format', 'F j, Y' ), $timestamp + $offset );
}

/**
 * `[poolscape_posts]`: each post's picture, title linking to it, excerpt and date.
 *
 * @param array $items      Feed posts.
 * @param array $attributes The attributes (unused beyond the count).
 * @return string HTML.
 */
function poolscape_render_posts( $items, $attributes ) {
	$html = '<div class="poolscape poolscape-posts">';
	foreach ( $items as $post ) {
		$url   = poolscape_text( $post, 'url' );
		$iso   = poolscape_text( $post, 'publishedAt' );
		$date  = poolscape_date( $iso );
		$html .= '<article class="poolscape-card">'
			. poolscape_img( poolscape_text( $post, 'imageUrl' ), '' )
			. '<div class="poolscape-card-body">'
			. '<h3 class="poolscape-title">' . poolscape_link( $url, poolscape_text( $post, 'title' ) ) . '</h3>';
		if ( '' !== $date ) {
			$html .= '<p class="poolscape-meta"><time datetime="' . esc_attr( $iso ) . '">' . esc_html( $date ) . '</time></p>';
		}
		$html .= '<p>' . esc_html( poolscape_text( $post, 'excerpt' ) ) . '</p>'
			. '</div></article>';
	}
	return $html . '</div>';
}

/**
 * How long a tutorial takes, in whole minutes (at least one).
 *
 * @param mixed $seconds The tutorial's length in seconds.
 * @return string
 */
function poolscape_minutes( $seconds ) {
	$minutes = max( 1, (int) round( ( is_numeric( $seconds ) ? (float) $seconds : 0 ) / 60 ) );
	/* translators: %d: a number of minutes. */
	return sprintf( _n( '%d minute', '%d minutes', $minutes, 'poolscape' ), $minutes );
}

/**
 * `[poolscape_tutorials]`: each tutorial's thumbnail, title linking to it, summary, level and length.
 *
 * @param array $items      Feed tutorials.
 * @param array $attributes The attributes (unused beyond the count).
 * @return string HTML.
 */
function poolscape_render_tutorials( $items, $attributes ) {
	$html = '<div class="poolscape poolscape-tutorials">';
	foreach ( $items as $tutorial ) {
		$level = poolscape_text( $tutorial, 'level' );
		$meta  = array();
		if ( '' !== $level ) {
			$meta[] = esc_html( ucfirst( $level ) );
		}
		$meta[] = esc_html( poolscape_minutes( isset( $tutorial['durationSeconds'] ) ? $tutorial['durationSeconds'] : 0 ) );
		$html  .= '<article class="poolscape-card">'
			. poolscape_img( poolscape_text( $tutorial, 'thumbnailUrl' ), '' )
			. '<div class="poolscape-card-body">'
			. '<h3 class="poolscape-title">' . poolscape_link( poolscape_text( $tutorial, 'url' ), poolscape_text( $tutorial, 'title' ) ) . '</h3>'
			. '<p class="poolscape-meta">' . implode( ' · ', $meta ) . '</p>'
			. '<p>' . esc_html( poolscape_text( $tutorial, 'summary' ) ) . '</p>'
			. '</div></article>';
	}
	return $html . '</div>';
}
