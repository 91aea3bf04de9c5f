<?php
/**
 * Connector protocol v1 under /wp-json/playboard/v1 (docs/connectors.md of Playboard).
 *
 * @package Playboard
 */

defined( 'ABSPATH' ) || exit;

/**
 * The status, products and products/deleted routes.
 */
class Playboard_Rest_Controller {

	const ROUTE_NAMESPACE   = 'playboard/v1';
	const DEFAULT_PAGE_SIZE = 250;
	const MAX_PAGE_SIZE     = 1000;

	/**
	 * Reads the catalogue.
	 *
	 * @var Playboard_Catalog
	 */
	private $catalog;

	/**
	 * @param Playboard_Catalog $catalog Reads the catalogue.
	 */
	public function __construct( Playboard_Catalog $catalog ) {
		$this->catalog = $catalog;
	}

	/**
	 * Hooked to rest_api_init.
	 */
	public function register_routes() {
		$routes = array(
			'/status'           => 'status',
			'/products'         => 'products',
			'/products/deleted' => 'deleted',
		);
		foreach ( $routes as $route => $method ) {
			register_rest_route(
				self::ROUTE_NAMESPACE,
				$route,
				array(
					'methods'             => 'GET',
					'callback'            => array( $this, $method ),
					// The token is checked in each callback: a refusal must have the protocol's error shape.
					'permission_callback' => '__return_true',
				)
			);
		}
	}

	/**
	 * GET /status: answers even when the connection is switched off, with enabled false.
	 *
	 * @param WP_REST_Request $request The call.
	 * @return WP_REST_Response
	 */
	public function status( $request ) {
		$refusal = $this->refusal( $request, false );
		if ( $refusal ) {
			return $refusal;
		}
		$language = $this->catalog->language();
		return new WP_REST_Response(
			array(
				'protocol'        => 1,
				'module'          => 'playboard',
				'version'         => PLAYBOARD_VERSION,
				'enabled'         => Playboard_Options::enabled(),
				'platform'        => 'WOOCOMMERCE',
				'shopName'        => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
				'languages'       => array( $language ),
				'defaultLanguage' => $language,
				'currency'        => get_woocommerce_currency(),
			),
			200
		);
	}

	/**
	 * GET /products?pageSize&cursor&updatedSince.
	 *
	 * @param WP_REST_Request $request The call.
	 * @return WP_REST_Response
	 */
	public function products( $request ) {
		$refusal = $this->refusal( $request, true );
		if ( $refusal ) {
			return $refusal;
		}
		$page_size = (string) ( $request->get_param( 'pageSize' ) ?? self::DEFAULT_PAGE_SIZE );
		if ( ! preg_match( '/^\d{1,4}$/', $page_size ) || (int) $page_size < 1 || (int) $page_size > self::MAX_PAGE_SIZE ) {
			return $this->error( 400, 'invalid_parameter', 'pageSize must be an integer from 1 to ' . self::MAX_PAGE_SIZE );
		}
		$cursor = (string) ( $request->get_param( 'cursor' ) ?? '' );
		if ( '' !== $cursor && ! preg_match( '/^\d{1,20}$/', $cursor ) ) {
			return $this->error( 400, 'invalid_parameter', 'cursor must be the nextCursor of a previous page' );
		}
		$since = null;
		if ( null !== $request->get_param( 'updatedSince' ) ) {
			$since = self::instant( (string) $request->get_param( 'updatedSince' ) );
			if ( null === $since ) {
				return $this->error( 400, 'invalid_parameter', 'updatedSince must be an ISO 8601 date and time' );
			}
		}
		return new WP_REST_Response( $this->catalog->page( (int) $cursor, (int) $page_size, $since ), 200 );
	}

	/**
	 * GET /products/deleted?since.
	 *
	 * @param WP_REST_Request $request The call.
	 * @return WP_REST_Response
	 */
	public function deleted( $request ) {
		$refusal = $this->refusal( $request, true );
		if ( $refusal ) {
			return $refusal;
		}
		$since = self::instant( (string) $request->get_param( 'since' ) );
		if ( null === $since ) {
			return $this->error( 400, 'invalid_parameter', 'since must be an ISO 8601 date and time' );
		}
		return new WP_REST_Response( array( 'ids' => Playboard_Options::deleted_since( $since ) ), 200 );
	}

	/**
	 * The answer to a call without the right token, or to a pull while the connection is off.
	 *
	 * @param WP_REST_Request $request        The call.
	 * @param bool            $needs_enabled  Whether the call is refused while switched off.
	 * @return WP_REST_Response|null
	 */
	private function refusal( $request, $needs_enabled ) {
		$token = Playboard_Options::token();
		$given = (string) $request->get_header( 'x-playboard-token' );
		if ( '' === $token || ! hash_equals( $token, $given ) ) {
			return $this->error( 401, 'invalid_token', 'Missing or wrong X-Playboard-Token' );
		}
		if ( $needs_enabled && ! Playboard_Options::enabled() ) {
			return $this->error( 503, 'module_disabled', 'The Playboard connection is switched off in WooCommerce > Settings > Playboard' );
		}
		return null;
	}

	/**
	 * @param int    $status  HTTP status.
	 * @param string $code    Protocol error code.
	 * @param string $message For the merchant.
	 * @return WP_REST_Response
	 */
	private function error( $status, $code, $message ) {
		return new WP_REST_Response(
			array(
				'error' => array(
					'code'    => $code,
					'message' => $message,
				),
			),
			$status
		);
	}

	/**
	 * An ISO 8601 date and time with its offset, as Unix time; null when it is not one.
	 *
	 * @param string $value The parameter.
	 * @return int|null
	 */
	private static function instant( $value ) {
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i', $value ) ) {
			return null;
		}
		try {
			return ( new DateTimeImmutable( $value ) )->getTimestamp();
		} catch ( Exception $e ) {
			return null;
		}
	}
}
