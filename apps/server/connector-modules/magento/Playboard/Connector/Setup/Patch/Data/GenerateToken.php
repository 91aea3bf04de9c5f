<?php
declare(strict_types=1);

namespace Playboard\Connector\Setup\Patch\Data;

use Magento\Framework\App\Config\ScopeConfigInterface;
use Magento\Framework\App\Config\Storage\WriterInterface;
use Magento\Framework\Setup\Patch\DataPatchInterface;
use Playboard\Connector\Model\Settings;

/**
 * On install: the token the merchant copies into the Playboard console. A reinstall keeps it.
 */
class GenerateToken implements DataPatchInterface
{
    /** @var WriterInterface */
    private $configWriter;

    /** @var ScopeConfigInterface */
    private $scopeConfig;

    public function __construct(WriterInterface $configWriter, ScopeConfigInterface $scopeConfig)
    {
        $this->configWriter = $configWriter;
        $this->scopeConfig = $scopeConfig;
    }

    public function apply()
    {
        if ((string) $this->scopeConfig->getValue(Settings::TOKEN) === '') {
            $this->configWriter->save(Settings::TOKEN, bin2hex(random_bytes(24)));
        }

        return $this;
    }

    public static function getDependencies()
    {
        return [];
    }

    public function getAliases()
    {
        return [];
    }
}
