<?php
/**
 * WooCommerce products in the shape of connector protocol v1.
 *
 * @package Playboard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Pages of published products in id order, each with its variations.
 */
class Playboard_Catalog {

	const AVAILABILITY = array(
		'instock'     => 'in_stock',
		'outofstock'  => 'out_of_stock',
		'onbackorder' => 'preorder',
	);

	/**
	 * The shop's language (WordPress runs one language per site).
	 *
	 * @return string
	 */
	public function language() {
		return strtolower( substr( get_locale(), 0, 2 ) );
	}

	/**
	 * The products after the cursor id.
	 *
	 * @param int      $cursor    The last id of the previous page, 0 for the first page.
	 * @param int      $page_size Products in the page.
	 * @param int|null $since     Unix time: only products modified at or after it.
	 * @return array{products: array, nextCursor: string|null, total: int}
	 */
	public function page( $cursor, $page_size, $since ) {
		$query = array(
			'status'  => 'publish',
			'limit'   => -1,
			'return'  => 'ids',
			'orderby' => 'ID',
			'order'   => 'ASC',
		);
		if ( null !== $since ) {
			$query['date_modified'] = '>=' . $since;
		}
		// Ids only: the whole pull's count, and the page's ids after the cursor, without loading products.
		$ids   = array_map( 'intval', wc_get_products( $query ) );
		$after = array_values(
			array_filter(
				$ids,
				static function ( $id ) use ( $cursor ) {
					return $id > $cursor;
				}
			)
		);
		$page_ids = array_slice( $after, 0, $page_size );
		$products = array();
		if ( $page_ids ) {
			$loaded = wc_get_products(
				array(
					'include' => $page_ids,
					'limit'   => count( $page_ids ),
					'orderby' => 'ID',
					'order'   => 'ASC',
				)
			);
			foreach ( $loaded as $product ) {
				$products[] = $this->product( $product );
			}
		}
		return array(
			'products'   => $products,
			'nextCursor' => count( $after ) > $page_size ? (string) end( $page_ids ) : null,
			'total'      => count( $ids ),
		);
	}

	/**
	 * One product of the protocol.
	 *
	 * @param WC_Product $product A product that is not a variation.
	 * @return array
	 */
	private function product( $product ) {
		$language = $this->language();
		$id       = $product->get_id();
		$variable = $product->is_type( 'variable' );
		$price    = (float) ( $variable ? $product->get_variation_regular_price( 'min' ) : $product->get_regular_price() );
		$item     = array(
			'id'           => (string) $id,
			'name'         => array( $language => wp_strip_all_tags( $product->get_name() ) ),
			'price'        => $price,
			'availability' => self::AVAILABILITY[ $product->get_stock_status() ] ?? 'in_stock',
			'attributes'   => $this->attributes( $product ),
			'url'          => get_permalink( $id ),
		);
		if ( '' !== $product->get_sku() ) {
			$item['sku'] = $product->get_sku();
		}
		$description = trim( wp_strip_all_tags( $product->get_description() ? $product->get_description() : $product->get_short_description() ) );
		if ( '' !== $description ) {
			$item['description'] = array( $language => $description );
		}
		$categories = $this->category_paths( $product->get_category_ids() );
		if ( $categories ) {
			$item['categories'] = array( $language => $categories );
		}
		$brand = $this->brand( $id );
		if ( null !== $brand ) {
			$item['brand'] = $brand;
		}
		if ( $product->is_on_sale() ) {
			$sale = (float) ( $variable ? $product->get_variation_sale_price( 'min' ) : $product->get_sale_price() );
			if ( $sale < $price ) {
				$item['salePrice'] = $sale;
			}
		}
		if ( $product->managing_stock() ) {
			$item['stock'] = max( 0, (int) $product->get_stock_quantity() );
		}
		if ( $variable ) {
			$item['variants'] = $this->variants( $product );
		}
		$item['images'] = $this->images( $product );
		$created        = $product->get_date_created();
		if ( $created ) {
			$item['publishedAt'] = gmdate( 'Y-m-d\TH:i:s\Z', $created->getTimestamp() );
		}
		return $item;
	}

	/**
	 * Category paths, root first; the default "Uncategorized" category says nothing.
	 *
	 * @param int[] $category_ids The product's categories.
	 * @return string[][]
	 */
	private function category_paths( $category_ids ) {
		$uncategorized = (int) get_option( 'default_product_cat', 0 );
		$paths         = array();
		foreach ( $category_ids as $category_id ) {
			if ( (int) $category_id === $uncategorized ) {
				continue;
			}
			$path = array();
			foreach ( array_reverse( get_ancestors( $category_id, 'product_cat', 'taxonomy' ) ) as $ancestor_id ) {
				$path[] = $this->term_name( $ancestor_id );
			}
			$path[]  = $this->term_name( $category_id );
			$paths[] = array_values( array_filter( $path, 'strlen' ) );
		}
		return array_values( array_filter( $paths ) );
	}

	/**
	 * @param int $term_id A product category.
	 * @return string
	 */
	private function term_name( $term_id ) {
		$term = get_term( $term_id, 'product_cat' );
		return $term && ! is_wp_error( $term ) ? wp_specialchars_decode( $term->name, ENT_QUOTES ) : '';
	}

	/**
	 * The brand of WooCommerce's Brands taxonomy (WooCommerce 9.6+), when the shop uses it.
	 *
	 * @param int $product_id The product.
	 * @return string|null
	 */
	private function brand( $product_id ) {
		if ( ! taxonomy_exists( 'product_brand' ) ) {
			return null;
		}
		$names = wp_get_post_terms( $product_id, 'product_brand', array( 'fields' => 'names' ) );
		return is_array( $names ) && $names ? (string) $names[0] : null;
	}

	/**
	 * The product's attributes that are not used for variations, by label.
	 *
	 * @param WC_Product $product The product.
	 * @return object Attribute values by label (an object: no attributes encode as {}, not []).
	 */
	private function attributes( $product ) {
		$attributes = array();
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof WC_Product_Attribute || $attribute->get_variation() ) {
				continue;
			}
			$values = $attribute->is_taxonomy()
				? wc_get_product_terms( $product->get_id(), $attribute->get_name(), array( 'fields' => 'names' ) )
				: $attribute->get_options();
			$values = array_values( array_map( 'strval', $values ) );
			if ( $values ) {
				$attributes[ wc_attribute_label( $attribute->get_name(), $product ) ] = 1 === count( $values ) ? $values[0] : $values;
			}
		}
		return (object) $attributes;
	}

	/**
	 * The published variations of a variable product.
	 *
	 * @param WC_Product $product A variable product.
	 * @return array
	 */
	private function variants( $product ) {
		$variants = array();
		foreach ( $product->get_children() as $child_id ) {
			$variation = wc_get_product( $child_id );
			if ( ! $variation || 'publish' !== $variation->get_status() ) {
				continue;
			}
			$attributes = array();
			foreach ( $variation->get_attributes() as $taxonomy => $value ) {
				// An empty value is "any": the variation does not narrow that attribute.
				if ( '' === (string) $value ) {
					continue;
				}
				if ( taxonomy_exists( $taxonomy ) ) {
					$term  = get_term_by( 'slug', $value, $taxonomy );
					$value = $term ? $term->name : $value;
				}
				$attributes[ wc_attribute_label( $taxonomy, $product ) ] = (string) $value;
			}
			$price   = (float) $variation->get_regular_price();
			$variant = array(
				'id'         => (string) $variation->get_id(),
				'price'      => $price,
				'attributes' => (object) $attributes,
			);
			if ( '' !== $variation->get_sku() ) {
				$variant['sku'] = $variation->get_sku();
			}
			if ( $variation->is_on_sale() && (float) $variation->get_sale_price() < $price ) {
				$variant['salePrice'] = (float) $variation->get_sale_price();
			}
			if ( $variation->managing_stock() ) {
				$variant['stock'] = max( 0, (int) $variation->get_stock_quantity() );
			}
			$variants[] = $variant;
		}
		return $variants;
	}

	/**
	 * The main image first, then the gallery.
	 *
	 * @param WC_Product $product The product.
	 * @return string[]
	 */
	private function images( $product ) {
		$urls = array();
		foreach ( array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() ) as $image_id ) {
			$url = $image_id ? wp_get_attachment_url( $image_id ) : false;
			if ( $url ) {
				$urls[] = $url;
			}
		}
		return array_values( array_unique( $urls ) );
	}
}
