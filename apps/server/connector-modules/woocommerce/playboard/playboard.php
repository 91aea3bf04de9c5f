<?php
/**
 * Plugin Name:       Playboard
 * Plugin URI:        https://playboard.example/docs/connectors
 * Description:       Connects the shop's catalogue to Playboard search (connector protocol v1) and adds the search layer to the storefront.
 * Version:           1.22.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * WC requires at least: 7.0
 * Author:            Playboard
 * License:           GPL-2.0-or-later
 * Text Domain:       playboard
 *
 * @package Playboard
 */

defined( 'ABSPATH' ) || exit;

define( 'PLAYBOARD_VERSION', '1.22.0' );
define( 'PLAYBOARD_PLUGIN_DIR', __DIR__ );

require_once PLAYBOARD_PLUGIN_DIR . '/includes/class-playboard-options.php';
require_once PLAYBOARD_PLUGIN_DIR . '/includes/class-playboard-catalog.php';
require_once PLAYBOARD_PLUGIN_DIR . '/includes/class-playboard-rest-controller.php';
require_once PLAYBOARD_PLUGIN_DIR . '/includes/class-playboard-storefront.php';

register_activation_hook( __FILE__, array( 'Playboard_Options', 'install' ) );

add_action(
	'rest_api_init',
	static function () {
		( new Playboard_Rest_Controller( new Playboard_Catalog() ) )->register_routes();
	}
);

// A product leaving the shop (trashed, unpublished, deleted) is remembered so an incremental sync
// removes it from the search; published again, it is forgotten and comes back with the next pull.
add_action( 'transition_post_status', array( 'Playboard_Options', 'product_status_changed' ), 10, 3 );
add_action( 'before_delete_post', array( 'Playboard_Options', 'remember_deleted_post' ) );

add_action( 'wp_footer', array( 'Playboard_Storefront', 'print_snippet' ) );

add_filter(
	'woocommerce_get_settings_pages',
	static function ( $pages ) {
		$pages[] = require PLAYBOARD_PLUGIN_DIR . '/includes/class-playboard-settings-page.php';
		return $pages;
	}
);
