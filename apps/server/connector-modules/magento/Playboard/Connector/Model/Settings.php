<?php
declare(strict_types=1);

namespace Playboard\Connector\Model;

use Magento\Framework\App\Config\ScopeConfigInterface;
use Magento\Store\Model\ScopeInterface;

/**
 * Stores > Configuration > Playboard > Playboard search.
 */
class Settings
{
    public const TOKEN = 'playboard/connection/token';
    public const ENABLED = 'playboard/connection/enabled';
    public const ORIGIN = 'playboard/storefront/origin';
    public const INSTANCE = 'playboard/storefront/instance';

    /** @var ScopeConfigInterface */
    private $scopeConfig;

    public function __construct(ScopeConfigInterface $scopeConfig)
    {
        $this->scopeConfig = $scopeConfig;
    }

    /**
     * Whether a call carries the module's token, compared in constant time.
     */
    public function tokenMatches(string $given): bool
    {
        $token = (string) $this->scopeConfig->getValue(self::TOKEN);

        return $token !== '' && hash_equals($token, $given);
    }

    public function isEnabled(): bool
    {
        return $this->scopeConfig->isSetFlag(self::ENABLED);
    }

    public function origin(?int $storeId = null): string
    {
        return rtrim((string) $this->scopeConfig->getValue(self::ORIGIN, ScopeInterface::SCOPE_STORE, $storeId), '/');
    }

    public function instance(?int $storeId = null): string
    {
        return trim((string) $this->scopeConfig->getValue(self::INSTANCE, ScopeInterface::SCOPE_STORE, $storeId));
    }
}
