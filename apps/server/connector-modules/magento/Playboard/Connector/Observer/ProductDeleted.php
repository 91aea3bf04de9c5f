<?php
declare(strict_types=1);

namespace Playboard\Connector\Observer;

use Magento\Framework\Event\Observer;
use Magento\Framework\Event\ObserverInterface;
use Playboard\Connector\Model\DeletedProducts;

/**
 * catalog_product_delete_after: remembered so an incremental sync removes the product.
 */
class ProductDeleted implements ObserverInterface
{
    /** @var DeletedProducts */
    private $deletedProducts;

    public function __construct(DeletedProducts $deletedProducts)
    {
        $this->deletedProducts = $deletedProducts;
    }

    public function execute(Observer $observer)
    {
        $this->deletedProducts->record((int) $observer->getEvent()->getProduct()->getId());
    }
}
