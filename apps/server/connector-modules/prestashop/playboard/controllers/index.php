<?php
/**
 * No directory listing (a PrestaShop module convention): send the visitor one level up.
 */
header('Cache-Control: no-store, no-cache, must-revalidate');
header('Location: ../');
exit;
