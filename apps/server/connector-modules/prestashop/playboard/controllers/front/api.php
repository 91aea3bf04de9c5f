<?php
/**
 * Connector protocol v1: GET /module/playboard/v1/{status,products,products/deleted}, routed here
 * by Playboard::hookModuleRoutes. Every answer is JSON; errors are {"error":{"code","message"}}.
 */
class PlayboardApiModuleFrontController extends ModuleFrontController
{
    const DEFAULT_PAGE_SIZE = 250;
    const MAX_PAGE_SIZE = 1000;

    /** @var Playboard */
    public $module;

    public function __construct()
    {
        parent::__construct();
        // Answered by displayAjax(), without the theme; the parent sets it from an `ajax` parameter.
        $this->ajax = true;
    }

    /** No theme page to assign. */
    public function initContent()
    {
    }

    public function displayAjax()
    {
        list($status, $body) = $this->answer();
        http_response_code($status);
        header('Content-Type: application/json; charset=utf-8');
        header('Cache-Control: no-store');
        echo json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    }

    private function answer()
    {
        if (!$this->module->tokenMatches(isset($_SERVER['HTTP_X_PLAYBOARD_TOKEN']) ? $_SERVER['HTTP_X_PLAYBOARD_TOKEN'] : '')) {
            return $this->error(401, 'invalid_token', 'Missing or wrong X-Playboard-Token');
        }
        $catalog = new PlayboardCatalog($this->context);
        $call = (string) Tools::getValue('call');
        if ($call === 'status') {
            return [200, [
                'protocol' => 1,
                'module' => 'playboard',
                'version' => $this->module->version,
                'enabled' => (bool) Configuration::get(Playboard::ENABLED),
                'platform' => 'PRESTASHOP',
                'shopName' => (string) Configuration::get('PS_SHOP_NAME'),
                'languages' => $catalog->languages(),
                'defaultLanguage' => $catalog->languages()[0],
                'currency' => Currency::getDefaultCurrency()->iso_code,
            ]];
        }
        if (!Configuration::get(Playboard::ENABLED)) {
            return $this->error(503, 'module_disabled', 'The Playboard connection is switched off in the module settings');
        }
        if ($call === 'products') {
            return $this->products($catalog);
        }
        if ($call === 'products/deleted') {
            $since = $this->instant(Tools::getValue('since'));
            if ($since === null) {
                return $this->error(400, 'invalid_parameter', 'since must be an ISO 8601 date and time');
            }

            return [200, ['ids' => $catalog->deletedSince($since)]];
        }

        return $this->error(404, 'not_found', 'No such call');
    }

    private function products(PlayboardCatalog $catalog)
    {
        $pageSize = (string) Tools::getValue('pageSize', (string) self::DEFAULT_PAGE_SIZE);
        if (!preg_match('/^\d{1,4}$/', $pageSize) || (int) $pageSize < 1 || (int) $pageSize > self::MAX_PAGE_SIZE) {
            return $this->error(400, 'invalid_parameter', 'pageSize must be an integer from 1 to ' . self::MAX_PAGE_SIZE);
        }
        $cursor = (string) Tools::getValue('cursor', '');
        if ($cursor !== '' && !preg_match('/^\d{1,10}$/', $cursor)) {
            return $this->error(400, 'invalid_parameter', 'cursor must be the nextCursor of a previous page');
        }
        $since = null;
        if (Tools::getIsset('updatedSince')) {
            $since = $this->instant(Tools::getValue('updatedSince'));
            if ($since === null) {
                return $this->error(400, 'invalid_parameter', 'updatedSince must be an ISO 8601 date and time');
            }
        }

        return [200, $catalog->page((int) $cursor, (int) $pageSize, $since)];
    }

    /**
     * An ISO 8601 date and time with its offset; null when the parameter is not one.
     *
     * @return DateTimeImmutable|null
     */
    private function instant($value)
    {
        if (!is_string($value) || !preg_match('/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i', $value)) {
            return null;
        }
        try {
            return new DateTimeImmutable($value);
        } catch (Exception $e) {
            return null;
        }
    }

    private function error($status, $code, $message)
    {
        return [$status, ['error' => ['code' => $code, 'message' => $message]]];
    }
}
