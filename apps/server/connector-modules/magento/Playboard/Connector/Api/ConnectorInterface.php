<?php
declare(strict_types=1);

namespace Playboard\Connector\Api;

/**
 * Connector protocol v1 (Playboard's docs/connectors.md): what Playboard calls to read the catalogue.
 * Every call needs the X-Playboard-Token header; answers are the protocol's JSON as is.
 *
 * @api
 */
interface ConnectorInterface
{
    /**
     * The module, the shop, its languages and currency; answered even when the connection is off.
     *
     * @return mixed
     */
    public function status();

    /**
     * A page of enabled products visible in search, in id order.
     *
     * @param string|null $pageSize 1 to 1000, 250 when absent
     * @param string|null $cursor the nextCursor of the previous page
     * @param string|null $updatedSince ISO 8601: only products updated at or after it
     * @return mixed
     */
    public function products($pageSize = null, $cursor = null, $updatedSince = null);

    /**
     * Ids of the products deleted (or disabled, or hidden from search) at or after an instant.
     *
     * @param string|null $since ISO 8601
     * @return mixed
     */
    public function deleted($since = null);
}
