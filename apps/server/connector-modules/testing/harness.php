<?php
// Shared by the platform harnesses: the fixture catalogue, and the state a real shop keeps in its
// database (settings, deletions) kept in a JSON file, since `php -S` runs each request afresh.
declare(strict_types=1);

// A notice or deprecation in a module is a bug a real shop logs or shows: here it fails the call.
error_reporting(E_ALL);
set_error_handler(static function (int $severity, string $message, string $file, int $line): bool {
    throw new ErrorException($message, 0, $severity, $file, $line);
});

function harness_catalogue(): array
{
    static $catalogue = null;
    return $catalogue ??= json_decode((string) file_get_contents(__DIR__ . '/catalogue.json'), true);
}

/** The catalogue's products the shop would list: published and not deleted. */
function harness_product(int $id): ?array
{
    foreach (harness_catalogue()['products'] as $product) {
        if ($product['id'] === $id && !in_array($id, harness_state()['removed'] ?? [], true)) {
            return $product;
        }
    }
    return null;
}

/** @return array<int, array> by id, in id order, deleted ones left out. */
function harness_products(): array
{
    $products = [];
    foreach (harness_catalogue()['products'] as $product) {
        if (harness_product($product['id']) !== null) {
            $products[$product['id']] = $product;
        }
    }
    ksort($products);
    return $products;
}

function harness_category(int $id): ?array
{
    foreach (harness_catalogue()['categories'] as $category) {
        if ($category['id'] === $id) {
            return $category;
        }
    }
    return null;
}

function harness_state_file(): string
{
    $file = getenv('PLAYBOARD_HARNESS_STATE');
    if (!$file) {
        throw new RuntimeException('PLAYBOARD_HARNESS_STATE must name the state file');
    }
    return $file;
}

function &harness_state(): array
{
    static $state = null;
    if ($state === null) {
        $file = harness_state_file();
        $state = is_file($file) ? json_decode((string) file_get_contents($file), true) : [];
        register_shutdown_function(static function () use ($file, &$state): void {
            file_put_contents($file, json_encode($state));
        });
    }
    return $state;
}

/** The harness's own calls (`/__harness/...`): what a merchant or the platform would do. */
function harness_call(): ?string
{
    $path = (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
    return str_starts_with($path, '/__harness/') ? substr($path, strlen('/__harness/')) : null;
}

function harness_remove_product(int $id): void
{
    $state = &harness_state();
    $state['removed'][] = $id;
}

function harness_json(int $status, $body): void
{
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
}
