<?php
declare(strict_types=1);

namespace Playboard\Connector\Block;

use Magento\Framework\View\Element\Template;
use Magento\Framework\View\Element\Template\Context;
use Magento\Store\Model\ScopeInterface;
use Playboard\Connector\Model\Settings;

/**
 * The search layer's script tag before </body>, in the store view's language.
 */
class Snippet extends Template
{
    /** @var Settings */
    private $settings;

    public function __construct(Context $context, Settings $settings, array $data = [])
    {
        parent::__construct($context, $data);
        $this->settings = $settings;
    }

    public function isShown(): bool
    {
        return $this->settings->isEnabled() && $this->settings->origin($this->storeId()) !== ''
            && $this->settings->instance($this->storeId()) !== '';
    }

    public function getLayerUrl(): string
    {
        return $this->settings->origin($this->storeId()) . '/layer.js';
    }

    public function getInstance(): string
    {
        return $this->settings->instance($this->storeId());
    }

    public function getLanguage(): string
    {
        $locale = (string) $this->_scopeConfig->getValue('general/locale/code', ScopeInterface::SCOPE_STORE, $this->storeId());

        return strtolower(substr($locale, 0, 2));
    }

    private function storeId(): int
    {
        return (int) $this->_storeManager->getStore()->getId();
    }
}
