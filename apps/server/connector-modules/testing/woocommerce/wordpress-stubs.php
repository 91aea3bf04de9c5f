<?php
// The WordPress and WooCommerce functions and classes the Playboard plugin calls, answering from
// the fixture catalogue; options live in the harness state. Nothing else of WordPress is here.
declare(strict_types=1);

define('ABSPATH', __DIR__ . '/');

$GLOBALS['harness_hooks'] = [];
$GLOBALS['harness_routes'] = [];
$GLOBALS['harness_activation'] = null;

function add_action(string $hook, $callback, int $priority = 10, int $accepted_args = 1): void
{
    $GLOBALS['harness_hooks'][$hook][] = [$callback, $accepted_args];
}

function add_filter(string $hook, $callback, int $priority = 10, int $accepted_args = 1): void
{
    add_action($hook, $callback, $priority, $accepted_args);
}

function do_action(string $hook, ...$args): void
{
    foreach ($GLOBALS['harness_hooks'][$hook] ?? [] as [$callback, $accepted]) {
        $callback(...array_slice($args, 0, $accepted));
    }
}

function register_activation_hook(string $file, $callback): void
{
    $GLOBALS['harness_activation'] = $callback;
}

function register_rest_route(string $namespace, string $route, array $args): void
{
    $GLOBALS['harness_routes']['/' . $namespace . $route] = $args;
}

function get_option(string $name, $default = false)
{
    return harness_state()['options'][$name] ?? $default;
}

function update_option(string $name, $value, $autoload = null): bool
{
    $state = &harness_state();
    $state['options'][$name] = $value;
    return true;
}

function add_option(string $name, $value = '', $deprecated = '', $autoload = 'yes'): bool
{
    if (array_key_exists($name, harness_state()['options'] ?? [])) {
        return false;
    }
    return update_option($name, $value);
}

class WP_REST_Request
{
    public function get_param(string $key)
    {
        return $_GET[$key] ?? null;
    }

    public function get_header(string $key): ?string
    {
        return $_SERVER['HTTP_' . strtoupper(str_replace('-', '_', $key))] ?? null;
    }
}

class WP_REST_Response
{
    public $data;
    public int $status;

    public function __construct($data = null, int $status = 200)
    {
        $this->data = $data;
        $this->status = $status;
    }
}

class WP_Post
{
    public int $ID;
    public string $post_type;

    public function __construct(int $id, string $post_type)
    {
        $this->ID = $id;
        $this->post_type = $post_type;
    }
}

class WC_Product_Attribute
{
    private string $name;
    private array $options;
    private bool $variation;

    public function __construct(string $name, array $options, bool $variation)
    {
        $this->name = $name;
        $this->options = $options;
        $this->variation = $variation;
    }

    public function get_name(): string
    {
        return $this->name;
    }

    public function get_options(): array
    {
        return $this->options;
    }

    public function get_variation(): bool
    {
        return $this->variation;
    }

    public function is_taxonomy(): bool
    {
        return str_starts_with($this->name, 'pa_');
    }
}

class WC_Product
{
    private array $data;
    private ?array $parent;

    public function __construct(array $data, ?array $parent = null)
    {
        $this->data = $data;
        $this->parent = $parent;
    }

    public function get_id(): int
    {
        return $this->data['id'];
    }

    public function get_sku(): string
    {
        return $this->data['sku'] ?? '';
    }

    public function get_name(): string
    {
        return ($this->parent ?? $this->data)['name']['en'];
    }

    public function get_description(): string
    {
        return $this->data['description']['en'] ?? '';
    }

    public function get_short_description(): string
    {
        return '';
    }

    public function get_status(): string
    {
        return empty($this->data['hidden']) ? 'publish' : 'draft';
    }

    public function is_type(string $type): bool
    {
        return $type === ($this->parent ? 'variation' : (empty($this->data['variants']) ? 'simple' : 'variable'));
    }

    public function get_category_ids(): array
    {
        return $this->data['categories'] ?? [];
    }

    public function get_regular_price(): string
    {
        return (string) $this->data['price'];
    }

    public function get_sale_price(): string
    {
        return isset($this->data['salePrice']) ? (string) $this->data['salePrice'] : '';
    }

    public function is_on_sale(): bool
    {
        return isset($this->data['salePrice']);
    }

    public function get_variation_regular_price(string $which): string
    {
        return (string) min(array_column($this->data['variants'], 'price'));
    }

    public function get_variation_sale_price(string $which): string
    {
        return $this->get_sale_price();
    }

    public function managing_stock(): bool
    {
        return isset($this->data['stock']);
    }

    public function get_stock_quantity(): ?int
    {
        return $this->data['stock'] ?? null;
    }

    public function get_stock_status(): string
    {
        return ($this->data['stock'] ?? 1) > 0 ? 'instock' : 'outofstock';
    }

    public function get_attributes(): array
    {
        if ($this->parent) {
            $attributes = [];
            foreach ($this->data['attributes'] as $name => $value) {
                $attributes['pa_' . $name] = strtolower($value);
            }
            return $attributes;
        }
        $attributes = [];
        foreach ($this->data['attributes'] ?? [] as $name => $value) {
            $attributes[$name] = new WC_Product_Attribute($name, [$value], false);
        }
        foreach (array_keys($this->data['variants'][0]['attributes'] ?? []) as $name) {
            $values = array_map(static fn (array $variant) => $variant['attributes'][$name], $this->data['variants']);
            $attributes['pa_' . $name] = new WC_Product_Attribute('pa_' . $name, $values, true);
        }
        return $attributes;
    }

    public function get_children(): array
    {
        return array_column($this->data['variants'] ?? [], 'id');
    }

    public function get_image_id(): int
    {
        return empty($this->data['images']) ? 0 : $this->data['id'] * 100 + 1;
    }

    public function get_gallery_image_ids(): array
    {
        return array_map(fn (int $index) => $this->data['id'] * 100 + 2 + $index, array_keys(array_slice($this->data['images'] ?? [], 1)));
    }

    public function get_date_created(): ?DateTimeImmutable
    {
        return new DateTimeImmutable($this->data['createdAt']);
    }
}

function harness_host(): string
{
    return 'http://' . $_SERVER['HTTP_HOST'];
}

function wc_get_products(array $args): array
{
    $products = [];
    foreach (harness_products() as $id => $data) {
        if (isset($args['include']) && !in_array($id, $args['include'], true)) {
            continue;
        }
        if (($args['status'] ?? null) === 'publish' && !empty($data['hidden'])) {
            continue;
        }
        if (isset($args['date_modified']) && strtotime($data['updatedAt']) < (int) substr($args['date_modified'], 2)) {
            continue;
        }
        $products[] = ($args['return'] ?? 'objects') === 'ids' ? $id : new WC_Product($data);
    }
    return $products;
}

function wc_get_product(int $id)
{
    foreach (harness_products() as $data) {
        foreach ($data['variants'] ?? [] as $variant) {
            if ($variant['id'] === $id) {
                return new WC_Product($variant, $data);
            }
        }
    }
    $data = harness_product($id);
    return $data ? new WC_Product($data) : false;
}

function wc_attribute_label(string $name, $product = null): string
{
    return preg_replace('/^pa_/', '', $name);
}

function wc_get_product_terms(int $product_id, string $taxonomy, array $args = []): array
{
    return [];
}

function taxonomy_exists(string $taxonomy): bool
{
    return $taxonomy === 'product_brand' || $taxonomy === 'product_cat' || str_starts_with($taxonomy, 'pa_');
}

function get_term_by(string $field, $value, string $taxonomy)
{
    return (object) ['name' => (string) $value];
}

function get_term(int $id, string $taxonomy)
{
    $category = harness_category($id);
    return $category ? (object) ['name' => $category['name']['en']] : null;
}

function get_ancestors(int $id, string $object_type, string $resource_type): array
{
    $ancestors = [];
    for ($parent = harness_category($id)['parent']; $parent !== null; $parent = harness_category($parent)['parent']) {
        $ancestors[] = $parent;
    }
    return $ancestors;
}

function wp_get_post_terms(int $post_id, string $taxonomy, array $args = []): array
{
    $brand = harness_product($post_id)['brand'] ?? null;
    return $brand === null ? [] : [$brand];
}

function wp_get_attachment_url(int $id)
{
    $product = harness_product(intdiv($id, 100));
    $file = $product['images'][$id % 100 - 1] ?? null;
    return $file === null ? false : harness_host() . '/wp-content/uploads/' . $file;
}

function get_permalink(int $id): string
{
    return harness_host() . '/product/' . $id . '/';
}

function get_post_type(int $id)
{
    return harness_product($id) ? 'product' : false;
}

function get_bloginfo(string $show): string
{
    return harness_catalogue()['shopName'];
}

function get_locale(): string
{
    return 'en_US';
}

function determine_locale(): string
{
    return get_locale();
}

function get_woocommerce_currency(): string
{
    return harness_catalogue()['currency'];
}

function wp_strip_all_tags(string $text): string
{
    return trim(strip_tags($text));
}

function wp_specialchars_decode(string $text, int $quote_style = ENT_NOQUOTES): string
{
    return htmlspecialchars_decode($text, $quote_style);
}

function is_wp_error($thing): bool
{
    return false;
}

function untrailingslashit(string $text): string
{
    return rtrim($text, '/\\');
}

function esc_url(string $url): string
{
    return htmlspecialchars($url, ENT_QUOTES);
}

function esc_attr(string $text): string
{
    return htmlspecialchars($text, ENT_QUOTES);
}

function __return_true(): bool
{
    return true;
}
