<?php
/**
 * Deleting the plugin removes its settings and its record of deleted products.
 *
 * @package Playboard
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'playboard_token', 'playboard_enabled', 'playboard_origin', 'playboard_instance', 'playboard_deleted_products' ) as $playboard_option ) {
	delete_option( $playboard_option );
}
