<?php
declare(strict_types=1);

namespace Playboard\Connector\Block\Adminhtml\System\Config;

use Magento\Config\Block\System\Config\Form\Field;
use Magento\Framework\Data\Form\Element\AbstractElement;

/**
 * The token, read-only with a copy button: it is generated on install, never typed or saved here.
 */
class Token extends Field
{
    protected function _getElementHtml(AbstractElement $element)
    {
        $id = $this->escapeHtmlAttr($element->getHtmlId());

        return '<input id="' . $id . '" type="text" class="input-text admin__control-text" readonly value="'
            . $this->escapeHtmlAttr((string) $element->getValue()) . '" />'
            . '<button type="button" class="action-default" onclick="navigator.clipboard.writeText(document.getElementById(\''
            . $id . '\').value)">' . $this->escapeHtml(__('Copy')) . '</button>';
    }
}
