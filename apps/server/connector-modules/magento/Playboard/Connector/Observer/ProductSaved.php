<?php
declare(strict_types=1);

namespace Playboard\Connector\Observer;

use Magento\Catalog\Model\Product\Attribute\Source\Status;
use Magento\Catalog\Model\Product\Visibility;
use Magento\Framework\Event\Observer;
use Magento\Framework\Event\ObserverInterface;
use Playboard\Connector\Model\DeletedProducts;

/**
 * catalog_product_save_after: a product disabled or hidden from search leaves the search like a
 * deleted one; enabled and visible again, it comes back with the next pull (updated_at changed).
 */
class ProductSaved implements ObserverInterface
{
    /** @var DeletedProducts */
    private $deletedProducts;

    public function __construct(DeletedProducts $deletedProducts)
    {
        $this->deletedProducts = $deletedProducts;
    }

    public function execute(Observer $observer)
    {
        $product = $observer->getEvent()->getProduct();
        $listed = (int) $product->getStatus() === Status::STATUS_ENABLED
            && in_array(
                (int) $product->getVisibility(),
                [Visibility::VISIBILITY_IN_SEARCH, Visibility::VISIBILITY_BOTH],
                true
            );
        if ($listed) {
            $this->deletedProducts->forget((int) $product->getId());
        } else {
            $this->deletedProducts->record((int) $product->getId());
        }
    }
}
