<?php
/**
 * Finds syntax PHP 7.4 cannot parse in the files named on the command line, with PHP's own
 * tokenizer, and prints one line per finding (nothing when there is none): match, ?->, #[attributes],
 * enum, readonly, named arguments (a name and a colon right after "(" or ","), a trailing comma in a
 * parameter or closure `use` list, the `mixed` type, catch without a variable, and PHP 8's new
 * string and array functions. A guard against the common slips, not a full compatibility check.
 * Used by wordpress-plugin.test.ts (the Poolscape plugin supports PHP 7.4).
 */

$php8_tokens    = array( T_MATCH, T_NULLSAFE_OBJECT_OPERATOR, T_ATTRIBUTE, T_ENUM, T_READONLY );
$php8_functions = array( 'str_contains', 'str_starts_with', 'str_ends_with', 'array_is_list', 'get_debug_type', 'fdiv' );
$problems       = array();

/** The index of the ")" that closes the "(" at $open. */
function closing_paren( $tokens, $open ) {
	$depth = 0;
	for ( $i = $open; $i < count( $tokens ); $i++ ) {
		if ( '(' === $tokens[ $i ] ) {
			$depth++;
		} elseif ( ')' === $tokens[ $i ] && 0 === --$depth ) {
			return $i;
		}
	}
	return count( $tokens ) - 1;
}

foreach ( array_slice( $argv, 1 ) as $file ) {
	$tokens = array_values(
		array_filter(
			token_get_all( file_get_contents( $file ) ),
			function ( $t ) {
				return ! is_array( $t ) || ! in_array( $t[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
			}
		)
	);
	$line   = 0;
	foreach ( $tokens as $i => $t ) {
		$line = is_array( $t ) ? $t[2] : $line;
		$prev = $i > 0 ? $tokens[ $i - 1 ] : null;
		$next = isset( $tokens[ $i + 1 ] ) ? $tokens[ $i + 1 ] : null;
		if ( is_array( $t ) && in_array( $t[0], $php8_tokens, true ) ) {
			$problems[] = "$file:$line: " . token_name( $t[0] );
		}
		if ( is_array( $t ) && T_STRING === $t[0] && in_array( strtolower( $t[1] ), $php8_functions, true ) ) {
			$problems[] = "$file:$line: {$t[1]}()";
		}
		if ( is_array( $t ) && T_STRING === $t[0] && ':' === $next && ( '(' === $prev || ',' === $prev ) ) {
			$problems[] = "$file:$line: named argument {$t[1]}";
		}
		if ( is_array( $t ) && T_STRING === $t[0] && 'mixed' === strtolower( $t[1] ) && is_array( $next ) && T_VARIABLE === $next[0] ) {
			$problems[] = "$file:$line: the mixed type";
		}
		if ( is_array( $t ) && T_CATCH === $t[0] ) {
			$close = closing_paren( $tokens, $i + 1 );
			if ( ! is_array( $tokens[ $close - 1 ] ) || T_VARIABLE !== $tokens[ $close - 1 ][0] ) {
				$problems[] = "$file:$line: catch without a variable";
			}
		}
		// A parameter list (after function or fn) or a closure's use list ending in a comma.
		$is_list = is_array( $t ) && ( T_FUNCTION === $t[0] || T_FN === $t[0] || T_USE === $t[0] );
		if ( $is_list ) {
			$open = $i + 1;
			while ( $open < count( $tokens ) && '(' !== $tokens[ $open ] && ';' !== $tokens[ $open ] && '{' !== $tokens[ $open ] ) {
				$open++;
			}
			if ( isset( $tokens[ $open ] ) && '(' === $tokens[ $open ] ) {
				$close = closing_paren( $tokens, $open );
				if ( ',' === $tokens[ $close - 1 ] ) {
					$problems[] = "$file:$line: trailing comma in a parameter list";
				}
			}
		}
	}
}
echo implode( "\n", $problems );
