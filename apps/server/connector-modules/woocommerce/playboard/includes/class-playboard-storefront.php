<?php
/**
 * The Playboard search layer on the storefront.
 *
 * @package Playboard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prints the layer's script tag in the footer once the merchant has set the origin and instance.
 */
class Playboard_Storefront {

	/**
	 * Hooked to wp_footer.
	 */
	public static function print_snippet() {
		$origin   = untrailingslashit( (string) get_option( Playboard_Options::ORIGIN, '' ) );
		$instance = (string) get_option( Playboard_Options::INSTANCE, '' );
		if ( ! Playboard_Options::enabled() || '' === $origin || '' === $instance ) {
			return;
		}
		printf(
			'<script src="%s" data-instance="%s" data-lang="%s" async></script>' . "\n",
			esc_url( $origin . '/layer.js' ),
			esc_attr( $instance ),
			esc_attr( strtolower( substr( determine_locale(), 0, 2 ) ) )
		);
	}
}
