<?php
// `php -S 127.0.0.1:PORT router.php`: the Playboard Magento 2 module behind Magento's REST dispatch:
// the route from the module's etc/webapi.xml, query parameters bound to the service method's by
// name, the answer through ServiceOutputProcessor and the module's plugin on it, then JSON.
declare(strict_types=1);

use Magento\Framework\Api\SearchCriteriaBuilder;
use Magento\Framework\Api\SortOrderBuilder;
use Magento\Framework\App\ResourceConnection;
use Magento\Framework\Event\Event;
use Magento\Framework\Event\Observer;
use Magento\Framework\View\Element\Template\Context;
use Magento\Framework\Webapi\Rest\Request;
use Magento\Framework\Webapi\Rest\Response;
use Magento\Framework\Webapi\ServiceOutputProcessor;
use Playboard\Connector\Block\Snippet;
use Playboard\Connector\Model\Catalog;
use Playboard\Connector\Model\Connector;
use Playboard\Connector\Model\DeletedProducts;
use Playboard\Connector\Model\Settings;
use Playboard\Connector\Observer\ProductDeleted;
use Playboard\Connector\Plugin\RawJsonOutput;
use Playboard\Connector\Setup\Patch\Data\GenerateToken;

require __DIR__ . '/../harness.php';
require __DIR__ . '/magento-stubs.php';
require HARNESS_MODULE . '/registration.php';

// What Magento's object manager would inject (etc/di.xml maps the service interface to Connector).
$config = harness_scope_config();
$settings = new Settings($config);
$deletedProducts = new DeletedProducts(new ResourceConnection());

switch (harness_call()) {
    case 'install':
        (new GenerateToken($config, $config))->apply();
        harness_json(200, ['token' => $config->getValue(Settings::TOKEN)]);
        return;
    case 'enabled':
        $config->save(Settings::ENABLED, $_GET['value']);
        harness_json(200, []);
        return;
    case 'delete':
        // What the product repository's delete does: the event after the row is gone.
        $product = (new HarnessProductRepository())->getById((int) $_GET['id']);
        harness_remove_product((int) $_GET['id']);
        (new ProductDeleted($deletedProducts))->execute(new Observer(new Event($product)));
        harness_json(200, []);
        return;
    case 'footer':
        $config->save(Settings::ORIGIN, $_GET['origin']);
        $config->save(Settings::INSTANCE, $_GET['instance']);
        $layout = simplexml_load_file(HARNESS_MODULE . '/view/frontend/layout/default.xml');
        $block = $layout->xpath('//referenceContainer[@name="before.body.end"]/block')[0];
        $class = (string) $block['class'];
        echo (new $class(new Context(), $settings, ['template' => (string) $block['template']]))->toHtml();
        return;
}

$path = preg_replace('#^/rest#', '', (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$routes = simplexml_load_file(HARNESS_MODULE . '/etc/webapi.xml');
foreach ($routes->route as $route) {
    if ((string) $route['url'] !== $path || (string) $route['method'] !== $_SERVER['REQUEST_METHOD']) {
        continue;
    }
    $service = (string) $route->service['class'];
    $method = (string) $route->service['method'];
    $response = new Response();
    $connector = new Connector(
        new Request(),
        $response,
        $settings,
        new Catalog(
            new HarnessProductRepository(),
            new HarnessCategoryRepository(),
            new SearchCriteriaBuilder(),
            new SortOrderBuilder(),
            new HarnessStockRegistry(),
            new HarnessStoreManager(),
            $config
        ),
        $deletedProducts
    );
    if (!$connector instanceof $service) {
        throw new LogicException(Connector::class . ' does not implement ' . $service);
    }
    $arguments = [];
    foreach ((new ReflectionMethod($connector, $method))->getParameters() as $parameter) {
        $arguments[] = $_GET[$parameter->getName()] ?? $parameter->getDefaultValue();
    }
    $output = $connector->$method(...$arguments);
    $processor = new ServiceOutputProcessor();
    $output = (new RawJsonOutput())->aroundProcess($processor, [$processor, 'process'], $output, $service, $method);
    harness_json($response->code, $output);
    return;
}
harness_json(404, ['message' => 'Request does not match any route.']);
