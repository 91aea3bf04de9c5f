<?php
// `php -S 127.0.0.1:PORT router.php`: the Playboard WooCommerce plugin under WordPress's REST
// dispatch (/wp-json/{namespace}/{route}), with the platform stubbed (wordpress-stubs.php).
declare(strict_types=1);

require __DIR__ . '/../harness.php';
require __DIR__ . '/wordpress-stubs.php';
require __DIR__ . '/../../woocommerce/playboard/playboard.php';

switch (harness_call()) {
    case 'install':
        ($GLOBALS['harness_activation'])();
        harness_json(200, ['token' => get_option('playboard_token')]);
        return;
    case 'enabled':
        update_option('playboard_enabled', $_GET['value'] === '1' ? 'yes' : 'no');
        harness_json(200, []);
        return;
    case 'delete':
        // What wp_delete_post does: the hook, then the product is gone.
        do_action('before_delete_post', (int) $_GET['id'], new WP_Post((int) $_GET['id'], 'product'));
        harness_remove_product((int) $_GET['id']);
        harness_json(200, []);
        return;
    case 'footer':
        update_option('playboard_origin', $_GET['origin']);
        update_option('playboard_instance', $_GET['instance']);
        do_action('wp_footer');
        return;
}

do_action('rest_api_init');
$path = (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$route = $GLOBALS['harness_routes'][preg_replace('#^/wp-json#', '', $path)] ?? null;
if ($route === null || $_SERVER['REQUEST_METHOD'] !== $route['methods']) {
    harness_json(404, ['code' => 'rest_no_route', 'message' => 'No route was found matching the URL and request method.', 'data' => ['status' => 404]]);
    return;
}
$response = ($route['callback'])(new WP_REST_Request());
harness_json($response->status, $response->data);
