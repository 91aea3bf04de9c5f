<?php
declare(strict_types=1);

namespace Playboard\Connector\Model;

use Magento\Framework\App\ResourceConnection;

/**
 * The products that left the catalogue, with when (UTC), so incremental syncs remove them too.
 */
class DeletedProducts
{
    public const TABLE = 'playboard_deleted_product';

    /** @var ResourceConnection */
    private $resource;

    public function __construct(ResourceConnection $resource)
    {
        $this->resource = $resource;
    }

    public function record(int $productId): void
    {
        $this->resource->getConnection()->insertOnDuplicate(
            $this->resource->getTableName(self::TABLE),
            ['product_id' => $productId, 'deleted_at' => gmdate('Y-m-d H:i:s')],
            ['deleted_at']
        );
    }

    /**
     * A product back in the catalogue is no longer deleted.
     */
    public function forget(int $productId): void
    {
        $this->resource->getConnection()->delete(
            $this->resource->getTableName(self::TABLE),
            ['product_id = ?' => $productId]
        );
    }

    /**
     * @return string[] ids in id order
     */
    public function since(\DateTimeInterface $since): array
    {
        $connection = $this->resource->getConnection();
        $select = $connection->select()
            ->from($this->resource->getTableName(self::TABLE), ['product_id'])
            ->where('deleted_at >= ?', gmdate('Y-m-d H:i:s', $since->getTimestamp()))
            ->order('product_id ASC');

        return array_map('strval', $connection->fetchCol($select));
    }
}
