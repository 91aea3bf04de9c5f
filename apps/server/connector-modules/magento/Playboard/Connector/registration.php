<?php
/**
 * Playboard search connector for Magento 2.
 */
use Magento\Framework\Component\ComponentRegistrar;

ComponentRegistrar::register(ComponentRegistrar::MODULE, 'Playboard_Connector', __DIR__);
