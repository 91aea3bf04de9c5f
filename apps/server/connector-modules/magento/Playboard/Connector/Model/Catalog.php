<?php
declare(strict_types=1);

namespace Playboard\Connector\Model;

use Magento\Catalog\Api\CategoryRepositoryInterface;
use Magento\Catalog\Api\ProductRepositoryInterface;
use Magento\Catalog\Model\Product;
use Magento\Catalog\Model\Product\Attribute\Source\Status;
use Magento\Catalog\Model\Product\Visibility;
use Magento\CatalogInventory\Api\StockRegistryInterface;
use Magento\ConfigurableProduct\Model\Product\Type\Configurable;
use Magento\Framework\Api\SearchCriteriaBuilder;
use Magento\Framework\Api\SortOrderBuilder;
use Magento\Framework\App\Config\ScopeConfigInterface;
use Magento\Framework\Exception\NoSuchEntityException;
use Magento\Framework\UrlInterface;
use Magento\Store\Api\Data\StoreInterface;
use Magento\Store\Model\ScopeInterface;
use Magento\Store\Model\StoreManagerInterface;

/**
 * The default website's catalogue in the shape of connector protocol v1: one language per store
 * view (its locale), texts and URLs of each store view, configurable products' children as variants.
 */
class Catalog
{
    /** @var ProductRepositoryInterface */
    private $productRepository;

    /** @var CategoryRepositoryInterface */
    private $categoryRepository;

    /** @var SearchCriteriaBuilder */
    private $searchCriteriaBuilder;

    /** @var SortOrderBuilder */
    private $sortOrderBuilder;

    /** @var StockRegistryInterface */
    private $stockRegistry;

    /** @var StoreManagerInterface */
    private $storeManager;

    /** @var ScopeConfigInterface */
    private $scopeConfig;

    /** @var array<string, StoreInterface>|null store views by language, the default store view first */
    private $stores;

    /** @var array<string, string> category names by "storeId/categoryId" */
    private $categoryNames = [];

    public function __construct(
        ProductRepositoryInterface $productRepository,
        CategoryRepositoryInterface $categoryRepository,
        SearchCriteriaBuilder $searchCriteriaBuilder,
        SortOrderBuilder $sortOrderBuilder,
        StockRegistryInterface $stockRegistry,
        StoreManagerInterface $storeManager,
        ScopeConfigInterface $scopeConfig
    ) {
        $this->productRepository = $productRepository;
        $this->categoryRepository = $categoryRepository;
        $this->searchCriteriaBuilder = $searchCriteriaBuilder;
        $this->sortOrderBuilder = $sortOrderBuilder;
        $this->stockRegistry = $stockRegistry;
        $this->storeManager = $storeManager;
        $this->scopeConfig = $scopeConfig;
    }

    /**
     * @return string[] ISO 639-1 codes, the default store view's first
     */
    public function languages(): array
    {
        return array_keys($this->stores());
    }

    public function shopName(): string
    {
        $store = $this->defaultStore();
        $name = (string) $this->scopeConfig->getValue('general/store_information/name', ScopeInterface::SCOPE_STORE, $store->getId());

        return $name !== '' ? $name : (string) $store->getFrontendName();
    }

    public function currency(): string
    {
        return (string) $this->defaultStore()->getBaseCurrencyCode();
    }

    /**
     * @return array{products: array, nextCursor: string|null, total: int}
     */
    public function page(int $cursor, int $pageSize, ?\DateTimeInterface $since): array
    {
        $total = $this->productRepository->getList($this->filtered($since)->setPageSize(1)->setCurrentPage(1)->create())
            ->getTotalCount();
        // One more than the page tells whether another page follows.
        $criteria = $this->filtered($since)
            ->addFilter('entity_id', $cursor, 'gt')
            ->addSortOrder($this->sortOrderBuilder->setField('entity_id')->setAscendingDirection()->create())
            ->setPageSize($pageSize + 1)
            ->setCurrentPage(1)
            ->create();
        $ids = [];
        foreach ($this->productRepository->getList($criteria)->getItems() as $product) {
            $ids[] = (int) $product->getId();
        }
        sort($ids);
        $more = count($ids) > $pageSize;
        $ids = array_slice($ids, 0, $pageSize);

        return [
            'products' => array_map([$this, 'product'], $ids),
            'nextCursor' => $more ? (string) end($ids) : null,
            'total' => (int) $total,
        ];
    }

    private function filtered(?\DateTimeInterface $since): SearchCriteriaBuilder
    {
        $builder = $this->searchCriteriaBuilder
            ->addFilter('status', Status::STATUS_ENABLED)
            ->addFilter('visibility', [Visibility::VISIBILITY_IN_SEARCH, Visibility::VISIBILITY_BOTH], 'in');
        if ($since !== null) {
            // Magento keeps updated_at in UTC.
            $builder->addFilter('updated_at', gmdate('Y-m-d H:i:s', $since->getTimestamp()), 'gteq');
        }

        return $builder;
    }

    private function product(int $id): array
    {
        $byLanguage = [];
        foreach ($this->stores() as $language => $store) {
            $byLanguage[$language] = $this->productRepository->getById($id, false, (int) $store->getId());
        }
        /** @var Product $product */
        $product = reset($byLanguage);
        $store = $this->defaultStore();
        $children = $product->getTypeId() === Configurable::TYPE_CODE
            ? $product->getTypeInstance()->getUsedProducts($product)
            : [];
        $stock = $this->stockRegistry->getStockItem($id);

        $item = [
            'id' => (string) $id,
            'sku' => (string) $product->getSku(),
            'name' => $this->texts($byLanguage, static function (Product $localized) {
                return $localized->getName();
            }),
            'price' => 0.0,
            'availability' => $this->availability($stock->getIsInStock(), (float) $stock->getQty(), (int) $stock->getBackorders()),
            'attributes' => $this->attributes($product),
            'url' => (string) $product->getProductUrl(),
            'publishedAt' => gmdate('Y-m-d\TH:i:s\Z', strtotime($product->getCreatedAt() . ' UTC')),
        ];
        $description = $this->texts($byLanguage, static function (Product $localized) {
            return $localized->getDescription() ?: $localized->getShortDescription();
        });
        if ($description) {
            $item['description'] = $description;
        }
        $categories = $this->categoryPaths(array_map('intval', (array) $product->getCategoryIds()));
        if ($categories) {
            $item['categories'] = $categories;
        }
        $brand = $product->getAttributeText('manufacturer');
        if (is_string($brand) && $brand !== '') {
            $item['brand'] = $brand;
        }

        if ($children) {
            $item['variants'] = $this->variants($product, $children);
            $item['price'] = min(array_column($item['variants'], 'price'));
            $sale = min(array_map(static function (array $variant) {
                return $variant['salePrice'] ?? $variant['price'];
            }, $item['variants']));
            $item['stock'] = array_sum(array_column($item['variants'], 'stock'));
        } else {
            $item['price'] = (float) $product->getPrice();
            $sale = $this->salePrice($product);
            $item['stock'] = max(0, (int) $stock->getQty());
        }
        if ($sale !== null && $sale < $item['price']) {
            $item['salePrice'] = $sale;
        }
        $item['images'] = $this->images($product, $store);

        return $item;
    }

    /**
     * @param array<string, Product> $byLanguage
     * @return array<string, string> plain text per language, languages without a text left out
     */
    private function texts(array $byLanguage, callable $read): array
    {
        $texts = [];
        foreach ($byLanguage as $language => $localized) {
            $text = trim(html_entity_decode(strip_tags((string) $read($localized)), ENT_QUOTES, 'UTF-8'));
            if ($text !== '') {
                $texts[$language] = $text;
            }
        }

        return $texts;
    }

    private function availability(bool $inStock, float $quantity, int $backorders): string
    {
        if (!$inStock) {
            return 'out_of_stock';
        }

        return $quantity <= 0 && $backorders > 0 ? 'preorder' : 'in_stock';
    }

    /**
     * The special price while it runs.
     */
    private function salePrice(Product $product): ?float
    {
        $special = $product->getSpecialPrice();
        if ($special === null || $special === '') {
            return null;
        }
        $today = gmdate('Y-m-d');
        $from = $product->getSpecialFromDate();
        $to = $product->getSpecialToDate();
        if (($from && substr((string) $from, 0, 10) > $today) || ($to && substr((string) $to, 0, 10) < $today)) {
            return null;
        }

        return (float) $special;
    }

    /**
     * Attributes shown on the storefront's product page, by code (brand has its own field).
     *
     * @return object values by attribute code (an object: no attributes encode as {}, not [])
     */
    private function attributes(Product $product)
    {
        $attributes = [];
        foreach ($product->getAttributes() as $attribute) {
            $code = $attribute->getAttributeCode();
            if (!$attribute->getIsVisibleOnFront() || $code === 'manufacturer') {
                continue;
            }
            $value = $attribute->getFrontend()->getValue($product);
            if (is_scalar($value) && (string) $value !== '') {
                $attributes[$code] = (string) $value;
            }
        }

        return (object) $attributes;
    }

    /**
     * @param Product[] $children the configurable product's simple products
     */
    private function variants(Product $product, array $children): array
    {
        $codes = array_column($product->getTypeInstance()->getConfigurableAttributesAsArray($product), 'attribute_code');
        $variants = [];
        foreach ($children as $child) {
            $stock = $this->stockRegistry->getStockItem((int) $child->getId());
            $attributes = [];
            foreach ($codes as $code) {
                $attributes[$code] = (string) $child->getAttributeText($code);
            }
            $variant = [
                'id' => (string) $child->getId(),
                'sku' => (string) $child->getSku(),
                'price' => (float) $child->getPrice(),
                'stock' => max(0, (int) $stock->getQty()),
                'attributes' => $attributes,
            ];
            $sale = $this->salePrice($child);
            if ($sale !== null && $sale < $variant['price']) {
                $variant['salePrice'] = $sale;
            }
            $variants[] = $variant;
        }
        usort($variants, static function (array $a, array $b) {
            return (int) $a['id'] <=> (int) $b['id'];
        });

        return $variants;
    }

    /**
     * Category paths per language below the store's root category, root first; a path that leads to
     * another of the product's categories is left out.
     *
     * @param int[] $categoryIds
     */
    private function categoryPaths(array $categoryIds): array
    {
        $rootId = (int) $this->defaultStore()->getRootCategoryId();
        $chains = [];
        foreach ($categoryIds as $categoryId) {
            try {
                $path = array_map('intval', explode('/', (string) $this->categoryRepository->get($categoryId)->getPath()));
            } catch (NoSuchEntityException $e) {
                continue;
            }
            $root = array_search($rootId, $path, true);
            if ($root !== false && $root < count($path) - 1) {
                $chain = array_slice($path, $root + 1);
                $chains[implode('/', $chain)] = $chain;
            }
        }
        $keys = array_keys($chains);
        $paths = [];
        foreach ($this->stores() as $language => $store) {
            foreach ($chains as $key => $chain) {
                foreach ($keys as $other) {
                    if (strpos((string) $other, $key . '/') === 0) {
                        continue 2;
                    }
                }
                $paths[$language][] = array_map(function (int $categoryId) use ($store) {
                    return $this->categoryName($categoryId, (int) $store->getId());
                }, $chain);
            }
        }

        return $paths;
    }

    private function categoryName(int $categoryId, int $storeId): string
    {
        $key = $storeId . '/' . $categoryId;
        if (!isset($this->categoryNames[$key])) {
            $this->categoryNames[$key] = (string) $this->categoryRepository->get($categoryId, $storeId)->getName();
        }

        return $this->categoryNames[$key];
    }

    /**
     * @return string[] the base image first, then the gallery by position; disabled ones left out
     */
    private function images(Product $product, StoreInterface $store): array
    {
        $entries = array_filter((array) $product->getMediaGalleryEntries(), static function ($entry) {
            return !$entry->isDisabled();
        });
        usort($entries, static function ($a, $b) {
            return [!in_array('image', (array) $a->getTypes(), true), (int) $a->getPosition()]
                <=> [!in_array('image', (array) $b->getTypes(), true), (int) $b->getPosition()];
        });
        $media = rtrim((string) $store->getBaseUrl(UrlInterface::URL_TYPE_MEDIA), '/') . '/catalog/product';

        return array_values(array_map(static function ($entry) use ($media) {
            return $media . $entry->getFile();
        }, $entries));
    }

    private function defaultStore(): StoreInterface
    {
        return $this->storeManager->getDefaultStoreView();
    }

    /**
     * @return array<string, StoreInterface>
     */
    private function stores(): array
    {
        if ($this->stores === null) {
            $default = $this->defaultStore();
            $this->stores = [$this->language((int) $default->getId()) => $default];
            foreach ($this->storeManager->getStores() as $store) {
                $language = $this->language((int) $store->getId());
                if ($store->getIsActive() && (int) $store->getWebsiteId() === (int) $default->getWebsiteId() && !isset($this->stores[$language])) {
                    $this->stores[$language] = $store;
                }
            }
        }

        return $this->stores;
    }

    private function language(int $storeId): string
    {
        $locale = (string) $this->scopeConfig->getValue('general/locale/code', ScopeInterface::SCOPE_STORE, $storeId);

        return strtolower(substr($locale, 0, 2));
    }
}
