<?php
// The Magento 2 framework classes and repositories the Playboard module uses, answering from the
// fixture catalogue: store view 1 (en_US, default) and 2 (es_ES) of website 1, root category 2.
// Configuration and the module's table live in the harness state.
declare(strict_types=1);

namespace Magento\Framework\Component {
    class ComponentRegistrar
    {
        public const MODULE = 'module';

        public static function register(string $type, string $name, string $path): void
        {
        }
    }
}

namespace Magento\Framework\Webapi\Rest {
    class Request
    {
        public function getHeader(string $name)
        {
            return $_SERVER['HTTP_' . strtoupper(str_replace('-', '_', $name))] ?? false;
        }
    }

    class Response
    {
        public int $code = 200;

        public function setHttpResponseCode(int $code): self
        {
            $this->code = $code;
            return $this;
        }
    }
}

namespace Magento\Framework\Webapi {
    /** What Magento does to a service's answer: associative arrays lose their keys. */
    class ServiceOutputProcessor
    {
        public function process($data, $serviceClassName, $serviceMethodName)
        {
            return is_array($data) ? array_values($data) : $data;
        }
    }
}

namespace Magento\Framework\App\Config {
    interface ScopeConfigInterface
    {
        public function getValue($path, $scopeType = 'default', $scopeCode = null);

        public function isSetFlag($path, $scopeType = 'default', $scopeCode = null);
    }
}

namespace Magento\Framework\App\Config\Storage {
    interface WriterInterface
    {
        public function save($path, $value, $scope = 'default', $scopeId = 0);
    }
}

namespace Magento\Framework\Setup\Patch {
    interface DataPatchInterface
    {
        public function apply();

        public static function getDependencies();

        public function getAliases();
    }
}

namespace Magento\Store\Model {
    interface ScopeInterface
    {
        public const SCOPE_STORE = 'store';
    }

    interface StoreManagerInterface
    {
        public function getStores($withDefault = false);

        public function getStore($storeId = null);

        public function getDefaultStoreView();
    }
}

namespace Magento\Store\Api\Data {
    interface StoreInterface
    {
        public function getId();
    }
}

namespace Magento\Framework {
    interface UrlInterface
    {
        public const URL_TYPE_MEDIA = 'media';
    }

    class Escaper
    {
        public function escapeUrl(string $url): string
        {
            return htmlspecialchars($url, ENT_QUOTES);
        }

        public function escapeHtmlAttr(string $text): string
        {
            return htmlspecialchars($text, ENT_QUOTES);
        }
    }
}

namespace Magento\Framework\Exception {
    class NoSuchEntityException extends \Exception
    {
    }
}

namespace Magento\Framework\Event {
    class Event
    {
        private $product;

        public function __construct($product)
        {
            $this->product = $product;
        }

        public function getProduct()
        {
            return $this->product;
        }
    }

    class Observer
    {
        private Event $event;

        public function __construct(Event $event)
        {
            $this->event = $event;
        }

        public function getEvent(): Event
        {
            return $this->event;
        }
    }

    interface ObserverInterface
    {
        public function execute(Observer $observer);
    }
}

namespace Magento\Framework\App {
    /** The connection understands exactly the module's statements and fails loudly on any other. */
    class ResourceConnection
    {
        public function getConnection(): self
        {
            return $this;
        }

        public function getTableName(string $name): string
        {
            return $name;
        }

        public function insertOnDuplicate(string $table, array $data, array $fields): int
        {
            $this->expectTable($table);
            $state = &harness_state();
            $state['tables'][$table][(string) $data['product_id']] = $data;
            return 1;
        }

        public function delete(string $table, array $where): int
        {
            $this->expectTable($table);
            $state = &harness_state();
            unset($state['tables'][$table][(string) $where['product_id = ?']]);
            return 1;
        }

        public function select(): \HarnessSelect
        {
            return new \HarnessSelect();
        }

        public function fetchCol(\HarnessSelect $select): array
        {
            $this->expectTable($select->table);
            if ($select->columns !== ['product_id'] || array_keys($select->where) !== ['deleted_at >= ?'] || $select->order !== 'product_id ASC') {
                throw new \LogicException('Unexpected select ' . json_encode($select));
            }
            $ids = [];
            foreach (harness_state()['tables'][$select->table] ?? [] as $row) {
                if ($row['deleted_at'] >= $select->where['deleted_at >= ?']) {
                    $ids[] = $row['product_id'];
                }
            }
            sort($ids);
            return $ids;
        }

        private function expectTable(string $table): void
        {
            if ($table !== 'playboard_deleted_product') {
                throw new \LogicException('Unexpected table ' . $table);
            }
        }
    }
}

namespace Magento\Framework\Api {
    class SearchCriteria
    {
        public array $filters;
        public array $sortOrders;
        public ?int $pageSize;
        public int $currentPage;

        public function __construct(array $filters, array $sortOrders, ?int $pageSize, int $currentPage)
        {
            $this->filters = $filters;
            $this->sortOrders = $sortOrders;
            $this->pageSize = $pageSize;
            $this->currentPage = $currentPage;
        }
    }

    class SearchCriteriaBuilder
    {
        private array $filters = [];
        private array $sortOrders = [];
        private ?int $pageSize = null;
        private int $currentPage = 1;

        public function addFilter($field, $value, $conditionType = 'eq'): self
        {
            $this->filters[] = [$field, $value, $conditionType];
            return $this;
        }

        public function addSortOrder($sortOrder): self
        {
            $this->sortOrders[] = $sortOrder;
            return $this;
        }

        public function setPageSize($pageSize): self
        {
            $this->pageSize = (int) $pageSize;
            return $this;
        }

        public function setCurrentPage($currentPage): self
        {
            $this->currentPage = (int) $currentPage;
            return $this;
        }

        /** Like Magento's, the builder starts afresh after create(). */
        public function create(): SearchCriteria
        {
            $criteria = new SearchCriteria($this->filters, $this->sortOrders, $this->pageSize, $this->currentPage);
            $this->filters = [];
            $this->sortOrders = [];
            $this->pageSize = null;
            $this->currentPage = 1;
            return $criteria;
        }
    }

    class SortOrderBuilder
    {
        private array $order = [];

        public function setField($field): self
        {
            $this->order['field'] = $field;
            return $this;
        }

        public function setAscendingDirection(): self
        {
            $this->order['direction'] = 'ASC';
            return $this;
        }

        public function create(): array
        {
            [$order, $this->order] = [$this->order, []];
            return $order;
        }
    }
}

namespace Magento\Catalog\Model\Product\Attribute\Source {
    class Status
    {
        public const STATUS_ENABLED = 1;
        public const STATUS_DISABLED = 2;
    }
}

namespace Magento\Catalog\Model\Product {
    class Visibility
    {
        public const VISIBILITY_NOT_VISIBLE = 1;
        public const VISIBILITY_IN_CATALOG = 2;
        public const VISIBILITY_IN_SEARCH = 3;
        public const VISIBILITY_BOTH = 4;
    }
}

namespace Magento\ConfigurableProduct\Model\Product\Type {
    class Configurable
    {
        public const TYPE_CODE = 'configurable';

        public function getUsedProducts($product): array
        {
            return array_map(
                static fn (array $variant) => new \Magento\Catalog\Model\Product($variant, 1, $product->data),
                $product->data['variants']
            );
        }

        public function getConfigurableAttributesAsArray($product): array
        {
            return array_map(
                static fn (string $code) => ['attribute_code' => $code, 'label' => ucfirst($code)],
                array_keys($product->data['variants'][0]['attributes'])
            );
        }
    }
}

namespace Magento\Catalog\Api {
    interface ProductRepositoryInterface
    {
        public function getById($productId, $editMode = false, $storeId = null, $forceReload = false);

        public function getList($searchCriteria);
    }

    interface CategoryRepositoryInterface
    {
        public function get($categoryId, $storeId = null);
    }
}

namespace Magento\CatalogInventory\Api {
    interface StockRegistryInterface
    {
        public function getStockItem($productId, $scopeId = null);
    }
}

namespace Magento\Catalog\Model {
    class Product
    {
        public array $data;
        private int $storeId;
        private ?array $parent;

        public function __construct(array $data, int $storeId, ?array $parent = null)
        {
            $this->data = $data;
            $this->storeId = $storeId;
            $this->parent = $parent;
        }

        private function language(): string
        {
            return HARNESS_STORE_LANGUAGES[$this->storeId];
        }

        public function getId()
        {
            return (string) $this->data['id'];
        }

        public function getSku()
        {
            return $this->data['sku'] ?? '';
        }

        public function getName()
        {
            return ($this->parent ?? $this->data)['name'][$this->language()] ?? null;
        }

        public function getDescription()
        {
            return $this->data['description'][$this->language()] ?? null;
        }

        public function getShortDescription()
        {
            return null;
        }

        public function getStatus()
        {
            return empty($this->data['hidden']) ? 1 : 2;
        }

        public function getVisibility()
        {
            return $this->parent ? 1 : 4;
        }

        public function getTypeId()
        {
            return empty($this->data['variants']) ? 'simple' : 'configurable';
        }

        public function getTypeInstance()
        {
            return new \Magento\ConfigurableProduct\Model\Product\Type\Configurable();
        }

        public function getProductUrl()
        {
            return 'http://' . $_SERVER['HTTP_HOST'] . '/' . $this->language() . '/product-' . $this->data['id'] . '.html';
        }

        public function getCreatedAt()
        {
            return gmdate('Y-m-d H:i:s', strtotime($this->data['createdAt']));
        }

        public function getCategoryIds()
        {
            return array_map('strval', $this->data['categories'] ?? []);
        }

        public function getAttributeText($code)
        {
            if ($code === 'manufacturer') {
                return $this->data['brand'] ?? false;
            }
            return $this->data['attributes'][$code] ?? false;
        }

        public function getPrice()
        {
            return (string) $this->data['price'];
        }

        /** Children of a configurable product take its sale price unless they have their own. */
        public function getSpecialPrice()
        {
            $special = $this->data['salePrice'] ?? $this->parent['salePrice'] ?? null;
            return $special === null ? null : (string) $special;
        }

        public function getSpecialFromDate()
        {
            return '2026-01-01 00:00:00';
        }

        public function getSpecialToDate()
        {
            return null;
        }

        public function getAttributes()
        {
            $attributes = [new \HarnessAttribute('name', false), new \HarnessAttribute('manufacturer', true)];
            foreach (array_keys($this->data['attributes'] ?? []) as $code) {
                $attributes[] = new \HarnessAttribute($code, !$this->parent && empty($this->data['variants'][0]['attributes'][$code]));
            }
            return $attributes;
        }

        public function getMediaGalleryEntries()
        {
            $entries = [];
            foreach ($this->data['images'] ?? [] as $index => $file) {
                $entries[] = new \HarnessGalleryEntry('/' . $file[0] . '/' . $file[1] . '/' . $file, $index + 1, $index === 0 ? ['image', 'small_image', 'thumbnail'] : []);
            }
            $entries[] = new \HarnessGalleryEntry('/d/i/disabled.jpg', 99, [], true);
            return array_reverse($entries);
        }
    }
}

namespace Magento\Framework\View\Element\Template {
    class Context
    {
    }
}

namespace Magento\Framework\View\Element {
    class Template
    {
        protected $_scopeConfig;
        protected $_storeManager;
        protected $_template;

        public function __construct(Template\Context $context, array $data = [])
        {
            $this->_scopeConfig = \harness_scope_config();
            $this->_storeManager = \harness_store_manager();
            $this->_template = $data['template'] ?? null;
        }

        /** Magento's fetchView: the module's template with $block and $escaper in scope. */
        public function toHtml(): string
        {
            [, $file] = explode('::', $this->_template);
            $block = $this;
            $escaper = new \Magento\Framework\Escaper();
            ob_start();
            include HARNESS_MODULE . '/view/frontend/templates/' . $file;
            return (string) ob_get_clean();
        }
    }
}

namespace {
    use Magento\Catalog\Api\CategoryRepositoryInterface;
    use Magento\Catalog\Api\ProductRepositoryInterface;
    use Magento\Catalog\Model\Product;
    use Magento\CatalogInventory\Api\StockRegistryInterface;
    use Magento\Framework\Api\SearchCriteria;
    use Magento\Framework\App\Config\ScopeConfigInterface;
    use Magento\Framework\App\Config\Storage\WriterInterface;
    use Magento\Framework\Exception\NoSuchEntityException;
    use Magento\Store\Api\Data\StoreInterface;
    use Magento\Store\Model\StoreManagerInterface;

    const HARNESS_MODULE = __DIR__ . '/../../magento/Playboard/Connector';
    const HARNESS_STORE_LANGUAGES = [1 => 'en', 2 => 'es'];
    const HARNESS_LOCALES = [1 => 'en_US', 2 => 'es_ES'];

    spl_autoload_register(static function (string $class): void {
        $prefix = 'Playboard\\Connector\\';
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            require HARNESS_MODULE . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        }
    });

    class HarnessSelect
    {
        public string $table = '';
        public array $columns = [];
        public array $where = [];
        public string $order = '';

        public function from(string $table, array $columns): self
        {
            $this->table = $table;
            $this->columns = $columns;
            return $this;
        }

        public function where(string $condition, $value): self
        {
            $this->where[$condition] = $value;
            return $this;
        }

        public function order(string $order): self
        {
            $this->order = $order;
            return $this;
        }
    }

    class HarnessAttribute
    {
        private string $code;
        private bool $visibleOnFront;

        public function __construct(string $code, bool $visibleOnFront)
        {
            $this->code = $code;
            $this->visibleOnFront = $visibleOnFront;
        }

        public function getAttributeCode(): string
        {
            return $this->code;
        }

        public function getIsVisibleOnFront(): bool
        {
            return $this->visibleOnFront;
        }

        public function getFrontend(): self
        {
            return $this;
        }

        public function getValue(Product $product)
        {
            return $product->getAttributeText($this->code);
        }
    }

    class HarnessGalleryEntry
    {
        private string $file;
        private int $position;
        private array $types;
        private bool $disabled;

        public function __construct(string $file, int $position, array $types, bool $disabled = false)
        {
            $this->file = $file;
            $this->position = $position;
            $this->types = $types;
            $this->disabled = $disabled;
        }

        public function getFile(): string
        {
            return $this->file;
        }

        public function getPosition(): int
        {
            return $this->position;
        }

        public function getTypes(): array
        {
            return $this->types;
        }

        public function isDisabled(): bool
        {
            return $this->disabled;
        }
    }

    class HarnessScopeConfig implements ScopeConfigInterface, WriterInterface
    {
        public function getValue($path, $scopeType = 'default', $scopeCode = null)
        {
            if ($path === 'general/locale/code') {
                return HARNESS_LOCALES[(int) $scopeCode];
            }
            if ($path === 'general/store_information/name') {
                return harness_catalogue()['shopName'];
            }
            return harness_state()['config'][$path] ?? $this->moduleDefault($path);
        }

        public function isSetFlag($path, $scopeType = 'default', $scopeCode = null)
        {
            return (bool) $this->getValue($path, $scopeType, $scopeCode);
        }

        public function save($path, $value, $scope = 'default', $scopeId = 0)
        {
            $state = &harness_state();
            $state['config'][$path] = (string) $value;
        }

        /** The module's etc/config.xml defaults, as Magento merges them. */
        private function moduleDefault(string $path): ?string
        {
            $node = simplexml_load_file(HARNESS_MODULE . '/etc/config.xml')->xpath('/config/default/' . $path);
            return $node ? (string) $node[0] : null;
        }
    }

    class HarnessStore implements StoreInterface
    {
        private int $id;

        public function __construct(int $id)
        {
            $this->id = $id;
        }

        public function getId()
        {
            return (string) $this->id;
        }

        public function getWebsiteId()
        {
            return '1';
        }

        public function getIsActive()
        {
            return '1';
        }

        public function getRootCategoryId()
        {
            return '2';
        }

        public function getFrontendName()
        {
            return 'Default Store View';
        }

        public function getBaseCurrencyCode()
        {
            return harness_catalogue()['currency'];
        }

        public function getBaseUrl($type)
        {
            return 'http://' . $_SERVER['HTTP_HOST'] . '/' . $type . '/';
        }
    }

    class HarnessStoreManager implements StoreManagerInterface
    {
        public function getStores($withDefault = false)
        {
            return [2 => new HarnessStore(2), 1 => new HarnessStore(1)];
        }

        public function getStore($storeId = null)
        {
            return new HarnessStore((int) ($storeId ?? 1));
        }

        public function getDefaultStoreView()
        {
            return new HarnessStore(1);
        }
    }

    class HarnessProductRepository implements ProductRepositoryInterface
    {
        public function getById($productId, $editMode = false, $storeId = null, $forceReload = false)
        {
            $data = harness_product((int) $productId);
            if ($data === null) {
                throw new NoSuchEntityException('No such product ' . $productId);
            }
            return new Product($data, (int) $storeId);
        }

        public function getList($searchCriteria)
        {
            $products = [];
            foreach (harness_products() as $id => $data) {
                $product = new Product($data, 0);
                if ($this->matches($searchCriteria, ['entity_id' => $id, 'status' => $product->getStatus(), 'visibility' => $product->getVisibility(), 'updated_at' => gmdate('Y-m-d H:i:s', strtotime($data['updatedAt']))])) {
                    $products[$id] = $product;
                }
            }
            if ($searchCriteria->sortOrders !== [] && $searchCriteria->sortOrders !== [['field' => 'entity_id', 'direction' => 'ASC']]) {
                throw new LogicException('Unexpected sort ' . json_encode($searchCriteria->sortOrders));
            }
            ksort($products);
            $total = count($products);
            $items = array_slice($products, ($searchCriteria->currentPage - 1) * $searchCriteria->pageSize, $searchCriteria->pageSize, true);
            return new class ($items, $total) {
                private array $items;
                private int $total;

                public function __construct(array $items, int $total)
                {
                    $this->items = $items;
                    $this->total = $total;
                }

                public function getItems(): array
                {
                    return $this->items;
                }

                public function getTotalCount(): int
                {
                    return $this->total;
                }
            };
        }

        private function matches(SearchCriteria $criteria, array $fields): bool
        {
            foreach ($criteria->filters as [$field, $value, $condition]) {
                $actual = $fields[$field] ?? throw new LogicException('Unexpected filter on ' . $field);
                $holds = match ($condition) {
                    'eq' => $actual == $value,
                    'gt' => $actual > $value,
                    'gteq' => strcmp((string) $actual, (string) $value) >= 0,
                    'in' => in_array($actual, $value),
                    default => throw new LogicException('Unexpected condition ' . $condition),
                };
                if (!$holds) {
                    return false;
                }
            }
            return true;
        }
    }

    class HarnessCategoryRepository implements CategoryRepositoryInterface
    {
        public function get($categoryId, $storeId = null)
        {
            $category = harness_category((int) $categoryId);
            if ($category === null) {
                throw new NoSuchEntityException('No such category ' . $categoryId);
            }
            $path = [$category['id']];
            for ($parent = $category['parent']; $parent !== null; $parent = harness_category($parent)['parent']) {
                array_unshift($path, $parent);
            }
            $name = $category['name'][HARNESS_STORE_LANGUAGES[(int) $storeId] ?? 'en'];
            return new class ('1/2/' . implode('/', $path), $name) {
                private string $path;
                private string $name;

                public function __construct(string $path, string $name)
                {
                    $this->path = $path;
                    $this->name = $name;
                }

                public function getPath(): string
                {
                    return $this->path;
                }

                public function getName(): string
                {
                    return $this->name;
                }
            };
        }
    }

    class HarnessStockRegistry implements StockRegistryInterface
    {
        public function getStockItem($productId, $scopeId = null)
        {
            $quantity = 0;
            foreach (harness_products() as $product) {
                if ($product['id'] === (int) $productId) {
                    $quantity = $product['stock'] ?? 0;
                }
                foreach ($product['variants'] ?? [] as $variant) {
                    if ($variant['id'] === (int) $productId) {
                        $quantity = $variant['stock'] ?? 0;
                    }
                }
            }
            return new class ($quantity) {
                private int $quantity;

                public function __construct(int $quantity)
                {
                    $this->quantity = $quantity;
                }

                public function getQty(): float
                {
                    return (float) $this->quantity;
                }

                public function getIsInStock(): bool
                {
                    return $this->quantity > 0;
                }

                public function getBackorders(): int
                {
                    return 0;
                }
            };
        }
    }

    function harness_scope_config(): HarnessScopeConfig
    {
        return new HarnessScopeConfig();
    }

    function harness_store_manager(): HarnessStoreManager
    {
        return new HarnessStoreManager();
    }
}
