<?php
/**
 * Playboard search for PrestaShop: connector protocol v1 under /module/playboard/v1 (the catalogue
 * Playboard reads) and the search layer in the storefront footer.
 */
if (!defined('_PS_VERSION_')) {
    exit;
}

require_once __DIR__ . '/classes/PlayboardCatalog.php';

class Playboard extends Module
{
    const TOKEN = 'PLAYBOARD_TOKEN';
    const ENABLED = 'PLAYBOARD_ENABLED';
    const ORIGIN = 'PLAYBOARD_ORIGIN';
    const INSTANCE = 'PLAYBOARD_INSTANCE';
    const DELETED_TABLE = 'playboard_deleted';

    const HOOKS = ['moduleRoutes', 'actionProductDelete', 'actionProductUpdate', 'displayFooter'];

    public function __construct()
    {
        $this->name = 'playboard';
        $this->tab = 'search_filter';
        $this->version = '2.26.0';
        $this->author = 'Playboard';
        $this->need_instance = 0;
        $this->bootstrap = true;
        $this->ps_versions_compliancy = ['min' => '1.7.7.0', 'max' => _PS_VERSION_];
        parent::__construct();
        $this->displayName = $this->l('Playboard search');
        $this->description = $this->l('Connects the catalogue to Playboard search and adds the search layer to the storefront.');
    }

    public function install()
    {
        return parent::install()
            && Db::getInstance()->execute(
                'CREATE TABLE IF NOT EXISTS `' . _DB_PREFIX_ . self::DELETED_TABLE . '` (
                    `id_product` INT UNSIGNED NOT NULL PRIMARY KEY,
                    `date_del` DATETIME NOT NULL,
                    KEY `date_del` (`date_del`)
                ) ENGINE=' . _MYSQL_ENGINE_ . ' DEFAULT CHARSET=utf8mb4'
            )
            && (Configuration::get(self::TOKEN) || Configuration::updateValue(self::TOKEN, bin2hex(random_bytes(24))))
            && Configuration::updateValue(self::ENABLED, 1)
            && $this->registerHook(self::HOOKS);
    }

    public function uninstall()
    {
        return Db::getInstance()->execute('DROP TABLE IF EXISTS `' . _DB_PREFIX_ . self::DELETED_TABLE . '`')
            && Configuration::deleteByName(self::TOKEN)
            && Configuration::deleteByName(self::ENABLED)
            && Configuration::deleteByName(self::ORIGIN)
            && Configuration::deleteByName(self::INSTANCE)
            && parent::uninstall();
    }

    /**
     * /module/playboard/v1/{call} to the api front controller (friendly URLs must be on).
     */
    public function hookModuleRoutes()
    {
        return [
            'module-playboard-api' => [
                'controller' => 'api',
                'rule' => 'module/playboard/v1/{call}',
                'keywords' => [
                    'call' => ['regexp' => 'status|products/deleted|products', 'param' => 'call'],
                ],
                'params' => ['fc' => 'module', 'module' => $this->name, 'controller' => 'api'],
            ],
        ];
    }

    /**
     * A deleted product is remembered so an incremental sync removes it from the search.
     */
    public function hookActionProductDelete($params)
    {
        $this->rememberDeleted((int) $params['id_product']);
    }

    /**
     * A product switched off or hidden from the catalogue and search leaves the search too; shown
     * again, it comes back with the next pull (its date_upd changed).
     */
    public function hookActionProductUpdate($params)
    {
        $product = $params['product'];
        if (!$product->active || $product->visibility === 'none' || $product->visibility === 'catalog') {
            $this->rememberDeleted((int) $params['id_product']);
        } else {
            Db::getInstance()->delete(self::DELETED_TABLE, 'id_product = ' . (int) $params['id_product']);
        }
    }

    /**
     * The search layer, once the merchant has set the Playboard address and the instance.
     */
    public function hookDisplayFooter()
    {
        $origin = rtrim((string) Configuration::get(self::ORIGIN), '/');
        $instance = (string) Configuration::get(self::INSTANCE);
        if (!Configuration::get(self::ENABLED) || $origin === '' || $instance === '') {
            return '';
        }

        return sprintf(
            '<script src="%s" data-instance="%s" data-lang="%s" async></script>' . "\n",
            htmlspecialchars($origin . '/layer.js', ENT_QUOTES, 'UTF-8'),
            htmlspecialchars($instance, ENT_QUOTES, 'UTF-8'),
            htmlspecialchars($this->context->language->iso_code, ENT_QUOTES, 'UTF-8')
        );
    }

    /**
     * Whether a call carries the module's token (compared in constant time).
     */
    public function tokenMatches($given)
    {
        $token = (string) Configuration::get(self::TOKEN);

        return $token !== '' && hash_equals($token, (string) $given);
    }

    public function getContent()
    {
        $output = '';
        if (Tools::isSubmit('submitPlayboard')) {
            $origin = trim((string) Tools::getValue(self::ORIGIN));
            if ($origin !== '' && !Validate::isAbsoluteUrl($origin)) {
                $output .= $this->displayError($this->l('The Playboard address must be a URL such as https://search.example.com'));
            } else {
                Configuration::updateValue(self::ENABLED, (int) Tools::getValue(self::ENABLED));
                Configuration::updateValue(self::ORIGIN, $origin);
                Configuration::updateValue(self::INSTANCE, trim((string) Tools::getValue(self::INSTANCE)));
                $output .= $this->displayConfirmation($this->l('Settings updated'));
            }
        }

        return $output . $this->renderForm();
    }

    private function rememberDeleted($idProduct)
    {
        Db::getInstance()->insert(
            self::DELETED_TABLE,
            ['id_product' => $idProduct, 'date_del' => date('Y-m-d H:i:s')],
            false,
            true,
            Db::REPLACE
        );
    }

    private function renderForm()
    {
        $token = htmlspecialchars((string) Configuration::get(self::TOKEN), ENT_QUOTES, 'UTF-8');
        $form = [
            'form' => [
                'legend' => ['title' => $this->l('Playboard search'), 'icon' => 'icon-search'],
                'description' => $this->l('Copy the security token into the Playboard console when you connect this shop. Once connected, paste the Playboard address and your instance key to show the search layer on the storefront.'),
                'input' => [
                    [
                        'type' => 'switch',
                        'label' => $this->l('Catalogue connection'),
                        'desc' => $this->l('Let Playboard read the catalogue'),
                        'name' => self::ENABLED,
                        'is_bool' => true,
                        'values' => [
                            ['id' => 'active_on', 'value' => 1, 'label' => $this->l('Yes')],
                            ['id' => 'active_off', 'value' => 0, 'label' => $this->l('No')],
                        ],
                    ],
                    [
                        // Shown, never posted: the token is generated on install.
                        'type' => 'html',
                        'label' => $this->l('Security token'),
                        'name' => 'PLAYBOARD_TOKEN_FIELD',
                        'html_content' => '<div class="input-group">'
                            . '<input type="text" id="playboard-token" readonly value="' . $token . '" />'
                            . '<span class="input-group-btn"><button type="button" class="btn btn-default" '
                            . 'onclick="navigator.clipboard.writeText(document.getElementById(\'playboard-token\').value)">'
                            . $this->l('Copy') . '</button></span></div>',
                    ],
                    [
                        'type' => 'text',
                        'label' => $this->l('Playboard address'),
                        'desc' => $this->l('Where the search layer comes from, e.g. https://search.example.com'),
                        'name' => self::ORIGIN,
                    ],
                    [
                        'type' => 'text',
                        'label' => $this->l('Instance'),
                        'desc' => $this->l('The instance key the Playboard console shows for this shop'),
                        'name' => self::INSTANCE,
                    ],
                ],
                'submit' => ['title' => $this->l('Save')],
            ],
        ];

        $helper = new HelperForm();
        $helper->module = $this;
        $helper->table = $this->table;
        $helper->name_controller = $this->name;
        $helper->token = Tools::getAdminTokenLite('AdminModules');
        $helper->currentIndex = AdminController::$currentIndex . '&configure=' . $this->name;
        $helper->default_form_language = (int) Configuration::get('PS_LANG_DEFAULT');
        $helper->submit_action = 'submitPlayboard';
        $helper->fields_value = [
            self::ENABLED => (int) Configuration::get(self::ENABLED),
            self::ORIGIN => (string) Configuration::get(self::ORIGIN),
            self::INSTANCE => (string) Configuration::get(self::INSTANCE),
        ];

        return $helper->generateForm([$form]);
    }
}
