<?php
/**
 * The plugin's settings and its record of deleted products, kept in WordPress options.
 *
 * @package Playboard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Options API access for the token, the on/off switch, the storefront snippet and deletions.
 */
class Playboard_Options {

	const TOKEN    = 'playboard_token';
	const ENABLED  = 'playboard_enabled';
	const ORIGIN   = 'playboard_origin';
	const INSTANCE = 'playboard_instance';
	const DELETED  = 'playboard_deleted_products';

	/** Deletions older than this are dropped: syncs run far more often. */
	const DELETED_KEPT_SECONDS = 7776000;

	/**
	 * Activation: a fresh token the merchant copies into the Playboard console; a reactivation keeps it.
	 */
	public static function install() {
		if ( ! get_option( self::TOKEN ) ) {
			update_option( self::TOKEN, bin2hex( random_bytes( 24 ) ), false );
		}
		add_option( self::ENABLED, 'yes' );
		add_option( self::DELETED, array(), '', false );
	}

	/**
	 * The connector token.
	 *
	 * @return string
	 */
	public static function token() {
		return (string) get_option( self::TOKEN, '' );
	}

	/**
	 * Whether the merchant has the connection switched on.
	 *
	 * @return bool
	 */
	public static function enabled() {
		return 'yes' === get_option( self::ENABLED, 'yes' );
	}

	/**
	 * Hooked to transition_post_status.
	 *
	 * @param string  $new_status The post's status from now on.
	 * @param string  $old_status Its previous status.
	 * @param WP_Post $post       The post.
	 */
	public static function product_status_changed( $new_status, $old_status, $post ) {
		if ( 'product' !== $post->post_type || $new_status === $old_status ) {
			return;
		}
		if ( 'publish' === $new_status ) {
			self::forget_deleted_post( $post->ID );
		} elseif ( 'publish' === $old_status ) {
			self::remember_deleted_post( $post->ID );
		}
	}

	/**
	 * Records a product leaving the shop.
	 *
	 * @param int $post_id The post being deleted.
	 */
	public static function remember_deleted_post( $post_id ) {
		if ( 'product' !== get_post_type( $post_id ) ) {
			return;
		}
		$deleted                       = self::deleted();
		$deleted[ (string) $post_id ] = time();
		$oldest                        = time() - self::DELETED_KEPT_SECONDS;
		$deleted                       = array_filter(
			$deleted,
			static function ( $deleted_at ) use ( $oldest ) {
				return $deleted_at >= $oldest;
			}
		);
		update_option( self::DELETED, $deleted, false );
	}

	/**
	 * A product published again is no longer deleted.
	 *
	 * @param int $post_id The published post.
	 */
	public static function forget_deleted_post( $post_id ) {
		$deleted = self::deleted();
		if ( isset( $deleted[ (string) $post_id ] ) ) {
			unset( $deleted[ (string) $post_id ] );
			update_option( self::DELETED, $deleted, false );
		}
	}

	/**
	 * Product ids deleted at or after the instant, in id order.
	 *
	 * @param int $since Unix time.
	 * @return string[]
	 */
	public static function deleted_since( $since ) {
		$ids = array();
		foreach ( self::deleted() as $id => $deleted_at ) {
			if ( $deleted_at >= $since ) {
				$ids[] = (string) $id;
			}
		}
		sort( $ids, SORT_NUMERIC );
		return $ids;
	}

	/**
	 * Deletion times by product id.
	 *
	 * @return array<string, int>
	 */
	private static function deleted() {
		$deleted = get_option( self::DELETED, array() );
		return is_array( $deleted ) ? $deleted : array();
	}
}
