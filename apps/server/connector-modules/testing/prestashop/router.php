<?php
// `php -S 127.0.0.1:PORT router.php`: the Playboard PrestaShop module behind PrestaShop's dispatch
// (the module's own moduleRoutes rule to its api front controller), the platform stubbed.
declare(strict_types=1);

require __DIR__ . '/../harness.php';
require __DIR__ . '/prestashop-stubs.php';
require __DIR__ . '/../../prestashop/playboard/playboard.php';

$module = Module::getInstanceByName('playboard');

switch (harness_call()) {
    case 'install':
        $module->install();
        harness_json(200, ['token' => Configuration::get('PLAYBOARD_TOKEN')]);
        return;
    case 'enabled':
        Configuration::updateValue('PLAYBOARD_ENABLED', (int) $_GET['value']);
        harness_json(200, []);
        return;
    case 'delete':
        // What Product::delete() does: Hook::exec('actionProductDelete', ...), then the rows are gone.
        $module->hookActionProductDelete(['id_product' => (int) $_GET['id'], 'product' => new Product((int) $_GET['id'])]);
        harness_remove_product((int) $_GET['id']);
        harness_json(200, []);
        return;
    case 'footer':
        Configuration::updateValue('PLAYBOARD_ORIGIN', $_GET['origin']);
        Configuration::updateValue('PLAYBOARD_INSTANCE', $_GET['instance']);
        echo $module->hookDisplayFooter();
        return;
}

// Dispatcher: a route's rule, with each {keyword} replaced by its regexp, matched against the path.
$path = ltrim((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH), '/');
foreach ($module->hookModuleRoutes() as $route) {
    $pattern = preg_replace_callback('/\{(\w+)\}/', static function (array $keyword) use ($route): string {
        $definition = $route['keywords'][$keyword[1]];
        return '(?P<' . $definition['param'] . '>' . $definition['regexp'] . ')';
    }, $route['rule']);
    if (preg_match('#^' . $pattern . '$#', $path, $match)) {
        foreach ($route['keywords'] as $definition) {
            $_GET[$definition['param']] = $match[$definition['param']];
        }
        $_GET += $route['params'];
        require __DIR__ . '/../../prestashop/playboard/controllers/front/' . $route['controller'] . '.php';
        (new PlayboardApiModuleFrontController())->run();
        return;
    }
}
http_response_code(404);
echo '<!doctype html><title>Page not found</title>';
