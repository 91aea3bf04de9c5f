<?php
declare(strict_types=1);

namespace Playboard\Connector\Plugin;

use Magento\Framework\Webapi\ServiceOutputProcessor;
use Playboard\Connector\Api\ConnectorInterface;

/**
 * Magento turns a service's associative arrays into lists and its data objects into snake_case
 * keys; the protocol's answers are camelCase objects, so the connector's are sent as they are.
 */
class RawJsonOutput
{
    /**
     * @param ServiceOutputProcessor $subject
     * @param callable $proceed
     * @param mixed $data
     * @param string $serviceClassName
     * @param string $serviceMethodName
     * @return mixed
     */
    public function aroundProcess(
        ServiceOutputProcessor $subject,
        callable $proceed,
        $data,
        $serviceClassName,
        $serviceMethodName
    ) {
        if (ltrim((string) $serviceClassName, '\\') === ConnectorInterface::class) {
            return $data;
        }

        return $proceed($data, $serviceClassName, $serviceMethodName);
    }
}
