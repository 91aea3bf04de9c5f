<?php
// The PrestaShop classes the Playboard module calls, answering from the fixture catalogue in two
// languages (1 = en, 2 = es); configuration and the module's table live in the harness state. The
// Db stub understands exactly the module's queries and fails loudly on any other.
declare(strict_types=1);

define('_PS_VERSION_', '8.1.7');
define('_DB_PREFIX_', 'ps_');
define('_MYSQL_ENGINE_', 'InnoDB');

// Dates in the database are in the shop's time zone, not UTC: the module must convert.
date_default_timezone_set('Europe/Madrid');

const HARNESS_LANGUAGES = [1 => 'en', 2 => 'es'];

function harness_by_language(array $texts): array
{
    $field = [];
    foreach (HARNESS_LANGUAGES as $idLang => $iso) {
        $field[$idLang] = $texts[$iso] ?? '';
    }
    return $field;
}

function harness_shop_time(string $iso): string
{
    return (new DateTime($iso))->setTimezone(new DateTimeZone(date_default_timezone_get()))->format('Y-m-d H:i:s');
}

function pSQL(string $text): string
{
    return addslashes($text);
}

class Configuration
{
    public static function get(string $key)
    {
        $defaults = ['PS_LANG_DEFAULT' => 1, 'PS_ROOT_CATEGORY' => 1, 'PS_HOME_CATEGORY' => 2, 'PS_SHOP_NAME' => harness_catalogue()['shopName']];
        return harness_state()['configuration'][$key] ?? $defaults[$key] ?? false;
    }

    public static function updateValue(string $key, $value): bool
    {
        $state = &harness_state();
        $state['configuration'][$key] = $value;
        return true;
    }

    public static function deleteByName(string $key): bool
    {
        $state = &harness_state();
        unset($state['configuration'][$key]);
        return true;
    }
}

class Link
{
    public function getProductLink($product, $alias = null, $category = null, $ean13 = null, $idLang = null, $idShop = null): string
    {
        return 'http://' . $_SERVER['HTTP_HOST'] . '/' . HARNESS_LANGUAGES[$idLang] . '/' . $product . '-product.html';
    }

    public function getImageLink(string $name, string $ids, $type = null): string
    {
        [$idProduct, $idImage] = array_map('intval', explode('-', $ids));
        return 'http://' . $_SERVER['HTTP_HOST'] . '/img/' . harness_product($idProduct)['images'][$idImage % 100 - 1];
    }
}

class Context
{
    public $shop;
    public $language;
    public $link;

    public static function getContext(): Context
    {
        static $context = null;
        if ($context === null) {
            $context = new Context();
            $context->shop = (object) ['id' => 1];
            $context->language = (object) ['id' => 1, 'iso_code' => 'en'];
            $context->link = new Link();
        }
        return $context;
    }
}

class Language
{
    public static function getLanguages(bool $active = true, $idShop = false): array
    {
        $languages = [];
        foreach (HARNESS_LANGUAGES as $idLang => $iso) {
            $languages[] = ['id_lang' => $idLang, 'iso_code' => $iso];
        }
        return $languages;
    }
}

class Currency
{
    public static function getDefaultCurrency(): object
    {
        return (object) ['iso_code' => harness_catalogue()['currency']];
    }
}

class Tools
{
    public static function getValue(string $key, $default = false)
    {
        return $_GET[$key] ?? $default;
    }

    public static function getIsset(string $key): bool
    {
        return isset($_GET[$key]);
    }
}

class DbQuery
{
    public array $parts = ['select' => [], 'from' => null, 'where' => [], 'order' => null, 'limit' => null];

    public function select(string $fields): self
    {
        $this->parts['select'][] = $fields;
        return $this;
    }

    public function from(string $table, ?string $alias = null): self
    {
        $this->parts['from'] = $table;
        return $this;
    }

    public function where(string $condition): self
    {
        $this->parts['where'][] = $condition;
        return $this;
    }

    public function orderBy(string $order): self
    {
        $this->parts['order'] = $order;
        return $this;
    }

    public function limit(int $limit): self
    {
        $this->parts['limit'] = $limit;
        return $this;
    }
}

class Db
{
    const REPLACE = 3;

    public static function getInstance(): Db
    {
        return new Db();
    }

    public function execute(string $sql): bool
    {
        if (!preg_match('/^(CREATE TABLE IF NOT EXISTS|DROP TABLE IF EXISTS) `ps_playboard_deleted`/', trim($sql))) {
            throw new LogicException('Unexpected SQL: ' . $sql);
        }
        return true;
    }

    public function insert(string $table, array $data, bool $nullValues = false, bool $useCache = true, int $type = 1): bool
    {
        if ($table !== 'playboard_deleted' || $type !== self::REPLACE) {
            throw new LogicException('Unexpected insert into ' . $table);
        }
        $state = &harness_state();
        $state['tables'][$table][(string) $data['id_product']] = $data;
        return true;
    }

    public function delete(string $table, string $where): bool
    {
        if ($table !== 'playboard_deleted' || !preg_match('/^id_product = (\d+)$/', $where, $match)) {
            throw new LogicException('Unexpected delete from ' . $table . ' where ' . $where);
        }
        $state = &harness_state();
        unset($state['tables'][$table][$match[1]]);
        return true;
    }

    public function getValue(DbQuery $query)
    {
        if ($query->parts['select'] !== ['COUNT(*)']) {
            throw new LogicException('Unexpected getValue: ' . json_encode($query->parts));
        }
        return count($this->rows($query));
    }

    public function executeS(DbQuery $query): array
    {
        $rows = $this->rows($query);
        ksort($rows);
        if ($query->parts['limit'] !== null) {
            $rows = array_slice($rows, 0, $query->parts['limit']);
        }
        return array_values($rows);
    }

    /** The rows of the module's two tables that match every condition of the query. */
    private function rows(DbQuery $query): array
    {
        if ($query->parts['from'] === 'playboard_deleted') {
            $rows = [];
            foreach (harness_state()['tables']['playboard_deleted'] ?? [] as $id => $row) {
                if ($this->matches($query->parts['where'], ['d.date_del' => $row['date_del']])) {
                    $rows[(int) $id] = ['id_product' => (string) $id];
                }
            }
            return $rows;
        }
        if ($query->parts['from'] !== 'product_shop') {
            throw new LogicException('Unexpected table ' . $query->parts['from']);
        }
        $rows = [];
        foreach (harness_products() as $id => $product) {
            $columns = [
                'ps.id_product' => $id,
                'ps.id_shop' => 1,
                'ps.active' => empty($product['hidden']) ? 1 : 0,
                'ps.visibility' => 'both',
                'ps.date_upd' => harness_shop_time($product['updatedAt']),
            ];
            if ($this->matches($query->parts['where'], $columns)) {
                $rows[$id] = ['id_product' => (string) $id];
            }
        }
        return $rows;
    }

    private function matches(array $conditions, array $columns): bool
    {
        foreach ($conditions as $condition) {
            if (preg_match("/^([a-z._]+) (=|>|>=) '?([^']*)'?$/", $condition, $match)) {
                [, $column, $operator, $value] = $match;
                $actual = $columns[$column] ?? throw new LogicException('Unexpected column ' . $column);
                $holds = $operator === '=' ? $actual == $value : ($operator === '>' ? $actual > $value : strcmp((string) $actual, $value) >= 0);
            } elseif ($condition === "ps.visibility IN ('both', 'search')") {
                $holds = in_array($columns['ps.visibility'], ['both', 'search'], true);
            } else {
                throw new LogicException('Unexpected condition ' . $condition);
            }
            if (!$holds) {
                return false;
            }
        }
        return true;
    }
}

abstract class ObjectModel
{
    public $id;
}

class Product extends ObjectModel
{
    public $name;
    public $description;
    public $description_short;
    public $link_rewrite;
    public $reference;
    public $id_manufacturer;
    public $available_for_order = true;
    public $active;
    public $visibility = 'both';
    public $date_add;
    private array $data;

    public function __construct($id = null, $full = false, $idLang = null, $idShop = null)
    {
        $this->data = harness_product((int) $id);
        $this->id = (int) $id;
        $this->name = harness_by_language($this->data['name']);
        $this->description = harness_by_language($this->data['description'] ?? []);
        $this->description_short = harness_by_language([]);
        $this->link_rewrite = harness_by_language(['en' => 'product', 'es' => 'producto']);
        $this->reference = $this->data['sku'] ?? '';
        $this->id_manufacturer = isset($this->data['brand']) ? crc32($this->data['brand']) : 0;
        $this->active = empty($this->data['hidden']);
        $this->date_add = harness_shop_time($this->data['createdAt']);
    }

    public function getCategories(): array
    {
        // PrestaShop also files products under the parents of their categories, and under Home.
        $ids = [2];
        foreach ($this->data['categories'] ?? [] as $id) {
            for ($category = harness_category($id); $category; $category = $category['parent'] ? harness_category($category['parent']) : null) {
                $ids[] = $category['id'];
            }
        }
        return array_values(array_unique($ids));
    }

    public function getAttributeCombinations($idLang): array
    {
        $rows = [];
        foreach ($this->data['variants'] ?? [] as $variant) {
            foreach ($variant['attributes'] as $group => $value) {
                $rows[] = ['id_product_attribute' => $variant['id'], 'reference' => $variant['sku'] ?? '', 'group_name' => $group, 'attribute_name' => $value];
            }
        }
        return $rows;
    }

    public static function getPriceStatic($idProduct, $usetax = true, $idProductAttribute = null, $decimals = 6, $divisor = null, $onlyReduc = false, $usereduc = true)
    {
        $product = harness_product((int) $idProduct);
        foreach ($product['variants'] ?? [] as $variant) {
            if ($variant['id'] === $idProductAttribute) {
                return $usereduc ? ($variant['salePrice'] ?? $variant['price']) : $variant['price'];
            }
        }
        return $usereduc ? ($product['salePrice'] ?? $product['price']) : $product['price'];
    }

    public static function getFrontFeaturesStatic($idLang, $idProduct): array
    {
        $features = [];
        foreach (harness_product((int) $idProduct)['attributes'] ?? [] as $name => $value) {
            $features[] = ['name' => $name, 'value' => $value];
        }
        return $features;
    }

    public static function isAvailableWhenOutOfStock($outOfStock): bool
    {
        return $outOfStock === 1;
    }
}

class Category extends ObjectModel
{
    public $id_parent;
    public $name;

    public function __construct($id = null)
    {
        $this->id = (int) $id;
        if ($this->id <= 2) {
            $this->id_parent = $this->id - 1;
            $this->name = harness_by_language(['en' => 'Home', 'es' => 'Inicio']);
            return;
        }
        $category = harness_category($this->id);
        $this->id_parent = $category['parent'] ?? 2;
        $this->name = harness_by_language($category['name']);
    }
}

class StockAvailable
{
    public static function getQuantityAvailableByProduct($idProduct, $idProductAttribute = null, $idShop = null): int
    {
        $product = harness_product((int) $idProduct);
        foreach ($product['variants'] ?? [] as $variant) {
            if ($variant['id'] === $idProductAttribute) {
                return $variant['stock'] ?? 0;
            }
        }
        return $product['stock'] ?? 0;
    }

    public static function outOfStock($idProduct, $idShop = null): int
    {
        return 2;
    }
}

class Manufacturer
{
    public static function getNameById($id)
    {
        foreach (harness_products() as $product) {
            if (isset($product['brand']) && crc32($product['brand']) === $id) {
                return $product['brand'];
            }
        }
        return false;
    }
}

class Image
{
    public static function getImages($idLang, $idProduct): array
    {
        $images = [];
        foreach (harness_product((int) $idProduct)['images'] ?? [] as $index => $file) {
            // Listed by id, not by position: the module puts the cover first.
            $images[] = ['id_image' => $idProduct * 100 + $index + 1, 'cover' => $index === 0 ? '1' : null, 'position' => $index + 1];
        }
        return array_reverse($images);
    }
}

abstract class Module
{
    public $name;
    public $tab;
    public $version;
    public $author;
    public $need_instance;
    public $bootstrap;
    public $ps_versions_compliancy;
    public $displayName;
    public $description;
    public $table = 'module';
    public $context;

    public function __construct()
    {
        $this->context = Context::getContext();
    }

    public function l(string $text): string
    {
        return $text;
    }

    public function install()
    {
        return true;
    }

    public function uninstall()
    {
        return true;
    }

    public function registerHook($hooks): bool
    {
        return true;
    }

    public static function getInstanceByName(string $name): Module
    {
        static $modules = [];
        return $modules[$name] ??= new $name();
    }
}

abstract class ModuleFrontController
{
    public $module;
    public $context;
    public $ajax;

    /** Like PrestaShop's Controller and ModuleFrontController constructors. */
    public function __construct()
    {
        $this->ajax = Tools::getValue('ajax') || isset($_POST['ajax']);
        $this->context = Context::getContext();
        $this->module = Module::getInstanceByName(Tools::getValue('module'));
    }

    /** What Controller::run() does once the controller is initialised. */
    public function run(): void
    {
        $this->initContent();
        if ($this->ajax) {
            $this->displayAjax();
        } else {
            throw new LogicException('The controller would render a theme page');
        }
    }
}
