<?php
/**
 * The shop's products in the shape of connector protocol v1: texts in every active language,
 * prices with tax as shoppers see them, combinations as variants.
 */
class PlayboardCatalog
{
    /** @var Context */
    private $context;

    /** @var int */
    private $idShop;

    /** @var array<int, string> ISO codes by language id, the default language first */
    private $languages = [];

    /** @var int[] PrestaShop's root and home categories: not part of a shopper's path */
    private $hiddenCategories;

    /** @var array<int, Category> */
    private $categories = [];

    public function __construct(Context $context)
    {
        $this->context = $context;
        $this->idShop = (int) $context->shop->id;
        $default = (int) Configuration::get('PS_LANG_DEFAULT');
        foreach (Language::getLanguages(true, $this->idShop) as $language) {
            $this->languages[(int) $language['id_lang']] = $language['iso_code'];
        }
        if (isset($this->languages[$default])) {
            $this->languages = [$default => $this->languages[$default]] + $this->languages;
        }
        $this->hiddenCategories = [
            (int) Configuration::get('PS_ROOT_CATEGORY'),
            (int) Configuration::get('PS_HOME_CATEGORY'),
        ];
    }

    /**
     * @return string[] ISO codes, the default first
     */
    public function languages()
    {
        return array_values($this->languages);
    }

    /**
     * Active products of the shop after the cursor id, in id order.
     *
     * @param int $cursor the last id of the previous page, 0 for the first page
     * @param int $pageSize
     * @param DateTimeInterface|null $since only products updated at or after it
     *
     * @return array{products: array, nextCursor: string|null, total: int}
     */
    public function page($cursor, $pageSize, $since)
    {
        $db = Db::getInstance();
        $total = (int) $db->getValue($this->productQuery($since)->select('COUNT(*)'));
        // One more than the page tells whether another page follows.
        $rows = $db->executeS(
            $this->productQuery($since)
                ->select('ps.id_product')
                ->where('ps.id_product > ' . (int) $cursor)
                ->orderBy('ps.id_product ASC')
                ->limit($pageSize + 1)
        );
        $ids = array_map('intval', array_column($rows ?: [], 'id_product'));
        $more = count($ids) > $pageSize;
        $ids = array_slice($ids, 0, $pageSize);

        return [
            'products' => array_map([$this, 'product'], $ids),
            'nextCursor' => $more ? (string) end($ids) : null,
            'total' => $total,
        ];
    }

    /**
     * @return string[] ids of the products deleted at or after the instant
     */
    public function deletedSince(DateTimeInterface $since)
    {
        $query = (new DbQuery())
            ->select('d.id_product')
            ->from(Playboard::DELETED_TABLE, 'd')
            ->where("d.date_del >= '" . pSQL($this->shopTime($since)) . "'")
            ->orderBy('d.id_product ASC');

        return array_map('strval', array_column(Db::getInstance()->executeS($query) ?: [], 'id_product'));
    }

    private function productQuery($since)
    {
        $query = (new DbQuery())
            ->from('product_shop', 'ps')
            ->where('ps.id_shop = ' . $this->idShop)
            ->where('ps.active = 1')
            ->where("ps.visibility IN ('both', 'search')");
        if ($since !== null) {
            $query->where("ps.date_upd >= '" . pSQL($this->shopTime($since)) . "'");
        }

        return $query;
    }

    /**
     * PrestaShop stores dates in the shop's time zone, which is PHP's default once it has booted.
     */
    private function shopTime(DateTimeInterface $instant)
    {
        return (new DateTime('@' . $instant->getTimestamp()))
            ->setTimezone(new DateTimeZone(date_default_timezone_get()))
            ->format('Y-m-d H:i:s');
    }

    private function product($id)
    {
        $product = new Product($id, false, null, $this->idShop);
        $idLang = (int) key($this->languages);
        $price = (float) Product::getPriceStatic($id, true, null, 2, null, false, false);
        $finalPrice = (float) Product::getPriceStatic($id, true, null, 2);
        $stock = (int) StockAvailable::getQuantityAvailableByProduct($id, 0, $this->idShop);

        $item = [
            'id' => (string) $id,
            'name' => $this->texts($product->name),
            'price' => $price,
            'stock' => max(0, $stock),
            'availability' => $this->availability($product, $stock),
            'attributes' => $this->features($id, $idLang),
            'url' => $this->context->link->getProductLink($id, null, null, null, $idLang, $this->idShop),
            'publishedAt' => $this->isoTime($product->date_add),
        ];
        if ($product->reference !== '') {
            $item['sku'] = $product->reference;
        }
        $description = $this->texts($product->description);
        $item['description'] = $description ?: $this->texts($product->description_short);
        if (!$item['description']) {
            unset($item['description']);
        }
        $categories = $this->categoryPaths($product->getCategories());
        if ($categories) {
            $item['categories'] = $categories;
        }
        if ($product->id_manufacturer) {
            $item['brand'] = Manufacturer::getNameById((int) $product->id_manufacturer);
        }
        if ($finalPrice < $price) {
            $item['salePrice'] = $finalPrice;
        }
        $variants = $this->variants($product, $idLang);
        if ($variants) {
            $item['variants'] = $variants;
        }
        $item['images'] = $this->images($product, $idLang);

        return $item;
    }

    /**
     * Plain text per ISO code, languages without a text left out.
     *
     * @param array<int, string> $field a multilingual field, by language id
     */
    private function texts($field)
    {
        $texts = [];
        foreach ($this->languages as $idLang => $iso) {
            $text = isset($field[$idLang]) ? trim(html_entity_decode(strip_tags($field[$idLang]), ENT_QUOTES, 'UTF-8')) : '';
            if ($text !== '') {
                $texts[$iso] = $text;
            }
        }

        return $texts;
    }

    private function availability(Product $product, $stock)
    {
        if (!$product->available_for_order) {
            return 'out_of_stock';
        }
        if ($stock > 0) {
            return 'in_stock';
        }

        return Product::isAvailableWhenOutOfStock(StockAvailable::outOfStock($product->id, $this->idShop))
            ? 'preorder'
            : 'out_of_stock';
    }

    /**
     * The product's features in the default language; a feature with several values gives a list.
     *
     * @return object feature values by name (an object: no features encode as {}, not [])
     */
    private function features($id, $idLang)
    {
        $features = [];
        foreach (Product::getFrontFeaturesStatic($idLang, $id) as $feature) {
            $features[$feature['name']][] = (string) $feature['value'];
        }
        foreach ($features as $name => $values) {
            $features[$name] = count($values) === 1 ? $values[0] : $values;
        }

        return (object) $features;
    }

    /**
     * Category paths per language, root first; a path that leads to another of the product's
     * categories is left out (a product in Clothing > Jeans is usually in Clothing too).
     *
     * @param int[] $categoryIds
     */
    private function categoryPaths($categoryIds)
    {
        $chains = [];
        foreach ($categoryIds as $idCategory) {
            $chain = [];
            for ($id = (int) $idCategory; $id > 0 && !in_array($id, $this->hiddenCategories, true); $id = (int) $this->category($id)->id_parent) {
                array_unshift($chain, $id);
            }
            if ($chain) {
                $chains[implode('/', $chain)] = $chain;
            }
        }
        $keys = array_keys($chains);
        $paths = [];
        foreach ($this->languages as $idLang => $iso) {
            foreach ($chains as $key => $chain) {
                foreach ($keys as $other) {
                    if (strpos((string) $other, $key . '/') === 0) {
                        continue 2;
                    }
                }
                $paths[$iso][] = array_map(function ($id) use ($idLang) {
                    $name = $this->category($id)->name;

                    return isset($name[$idLang]) ? $name[$idLang] : '';
                }, $chain);
            }
        }

        return $paths;
    }

    private function category($id)
    {
        if (!isset($this->categories[$id])) {
            $this->categories[$id] = new Category($id);
        }

        return $this->categories[$id];
    }

    /**
     * Combinations with their own reference, price, stock and attributes (default language).
     */
    private function variants(Product $product, $idLang)
    {
        $variants = [];
        foreach ($product->getAttributeCombinations($idLang) as $row) {
            $idCombination = (int) $row['id_product_attribute'];
            if (!isset($variants[$idCombination])) {
                $price = (float) Product::getPriceStatic($product->id, true, $idCombination, 2, null, false, false);
                $finalPrice = (float) Product::getPriceStatic($product->id, true, $idCombination, 2);
                $variants[$idCombination] = [
                    'id' => (string) $idCombination,
                    'price' => $price,
                    'stock' => max(0, (int) StockAvailable::getQuantityAvailableByProduct($product->id, $idCombination, $this->idShop)),
                    'attributes' => [],
                ];
                if ($row['reference'] !== '') {
                    $variants[$idCombination]['sku'] = $row['reference'];
                }
                if ($finalPrice < $price) {
                    $variants[$idCombination]['salePrice'] = $finalPrice;
                }
            }
            $variants[$idCombination]['attributes'][$row['group_name']] = $row['attribute_name'];
        }
        ksort($variants);

        return array_values($variants);
    }

    /**
     * @return string[] the cover image first, then the others by position
     */
    private function images(Product $product, $idLang)
    {
        $images = Image::getImages($idLang, $product->id);
        usort($images, function ($a, $b) {
            return [!$a['cover'], (int) $a['position']] <=> [!$b['cover'], (int) $b['position']];
        });
        $rewrite = is_array($product->link_rewrite) ? $product->link_rewrite[$idLang] : $product->link_rewrite;

        return array_map(function ($image) use ($product, $rewrite) {
            return $this->context->link->getImageLink($rewrite, $product->id . '-' . $image['id_image']);
        }, $images);
    }

    private function isoTime($shopTime)
    {
        return (new DateTime($shopTime, new DateTimeZone(date_default_timezone_get())))
            ->setTimezone(new DateTimeZone('UTC'))
            ->format('Y-m-d\TH:i:s\Z');
    }
}
