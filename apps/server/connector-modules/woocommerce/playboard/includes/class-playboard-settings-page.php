<?php
/**
 * WooCommerce > Settings > Playboard.
 *
 * @package Playboard
 */

defined( 'ABSPATH' ) || exit;

/**
 * The connection switch, the token to copy into the Playboard console, and the storefront layer.
 */
class Playboard_Settings_Page extends WC_Settings_Page {

	public function __construct() {
		$this->id    = 'playboard';
		$this->label = __( 'Playboard', 'playboard' );
		add_action( 'woocommerce_admin_field_playboard_token', array( $this, 'token_field' ) );
		parent::__construct();
	}

	/**
	 * The settings of the single section.
	 *
	 * @return array
	 */
	protected function get_settings_for_default_section() {
		return array(
			array(
				'title' => __( 'Playboard search', 'playboard' ),
				'type'  => 'title',
				'desc'  => __( 'Copy the security token into the Playboard console when you connect this shop. Once connected, paste the Playboard address and your instance key to show the search layer on the storefront.', 'playboard' ),
				'id'    => 'playboard_connection',
			),
			array(
				'title'   => __( 'Catalogue connection', 'playboard' ),
				'desc'    => __( 'Let Playboard read the catalogue', 'playboard' ),
				'id'      => Playboard_Options::ENABLED,
				'type'    => 'checkbox',
				'default' => 'yes',
			),
			array(
				'title'     => __( 'Security token', 'playboard' ),
				'id'        => Playboard_Options::TOKEN,
				'type'      => 'playboard_token',
				// Shown, never saved from the form: the token is generated on activation.
				'is_option' => false,
			),
			array(
				'title'       => __( 'Playboard address', 'playboard' ),
				'desc_tip'    => __( 'Where the search layer comes from, e.g. https://search.example.com', 'playboard' ),
				'id'          => Playboard_Options::ORIGIN,
				'type'        => 'url',
				'placeholder' => 'https://',
			),
			array(
				'title'    => __( 'Instance', 'playboard' ),
				'desc_tip' => __( 'The instance key the Playboard console shows for this shop', 'playboard' ),
				'id'       => Playboard_Options::INSTANCE,
				'type'     => 'text',
			),
			array(
				'type' => 'sectionend',
				'id'   => 'playboard_connection',
			),
		);
	}

	/**
	 * The token, read-only with a copy button: it is generated on activation, never typed.
	 *
	 * @param array $field The field's settings.
	 */
	public function token_field( $field ) {
		?>
		<tr valign="top">
			<th scope="row" class="titledesc">
				<label for="playboard-token"><?php echo esc_html( $field['title'] ); ?></label>
			</th>
			<td class="forminp">
				<input id="playboard-token" type="text" class="regular-text code" readonly value="<?php echo esc_attr( Playboard_Options::token() ); ?>" />
				<button type="button" class="button" onclick="navigator.clipboard.writeText(document.getElementById('playboard-token').value)">
					<?php esc_html_e( 'Copy', 'playboard' ); ?>
				</button>
			</td>
		</tr>
		<?php
	}
}

return new Playboard_Settings_Page();
