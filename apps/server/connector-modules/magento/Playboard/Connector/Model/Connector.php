<?php
declare(strict_types=1);

namespace Playboard\Connector\Model;

use Magento\Framework\Webapi\Rest\Request;
use Magento\Framework\Webapi\Rest\Response;
use Playboard\Connector\Api\ConnectorInterface;

/**
 * The protocol's calls: token and parameter checks here, the catalogue in Catalog.
 */
class Connector implements ConnectorInterface
{
    public const VERSION = '0.3.2';
    public const TOKEN_HEADER = 'X-Playboard-Token';
    private const DEFAULT_PAGE_SIZE = 250;
    private const MAX_PAGE_SIZE = 1000;

    /** @var Request */
    private $request;

    /** @var Response */
    private $response;

    /** @var Settings */
    private $settings;

    /** @var Catalog */
    private $catalog;

    /** @var DeletedProducts */
    private $deletedProducts;

    public function __construct(
        Request $request,
        Response $response,
        Settings $settings,
        Catalog $catalog,
        DeletedProducts $deletedProducts
    ) {
        $this->request = $request;
        $this->response = $response;
        $this->settings = $settings;
        $this->catalog = $catalog;
        $this->deletedProducts = $deletedProducts;
    }

    /**
     * @inheritdoc
     */
    public function status()
    {
        $refusal = $this->refusal(false);
        if ($refusal !== null) {
            return $refusal;
        }
        $languages = $this->catalog->languages();

        return [
            'protocol' => 1,
            'module' => 'playboard',
            'version' => self::VERSION,
            'enabled' => $this->settings->isEnabled(),
            'platform' => 'MAGENTO',
            'shopName' => $this->catalog->shopName(),
            'languages' => $languages,
            'defaultLanguage' => $languages[0],
            'currency' => $this->catalog->currency(),
        ];
    }

    /**
     * @inheritdoc
     */
    public function products($pageSize = null, $cursor = null, $updatedSince = null)
    {
        $refusal = $this->refusal(true);
        if ($refusal !== null) {
            return $refusal;
        }
        $pageSize = $pageSize ?? (string) self::DEFAULT_PAGE_SIZE;
        if (!preg_match('/^\d{1,4}$/', $pageSize) || (int) $pageSize < 1 || (int) $pageSize > self::MAX_PAGE_SIZE) {
            return $this->error(400, 'invalid_parameter', 'pageSize must be an integer from 1 to ' . self::MAX_PAGE_SIZE);
        }
        if ($cursor !== null && $cursor !== '' && !preg_match('/^\d{1,10}$/', $cursor)) {
            return $this->error(400, 'invalid_parameter', 'cursor must be the nextCursor of a previous page');
        }
        $since = null;
        if ($updatedSince !== null) {
            $since = $this->instant($updatedSince);
            if ($since === null) {
                return $this->error(400, 'invalid_parameter', 'updatedSince must be an ISO 8601 date and time');
            }
        }

        return $this->catalog->page((int) $cursor, (int) $pageSize, $since);
    }

    /**
     * @inheritdoc
     */
    public function deleted($since = null)
    {
        $refusal = $this->refusal(true);
        if ($refusal !== null) {
            return $refusal;
        }
        $instant = $this->instant((string) $since);
        if ($instant === null) {
            return $this->error(400, 'invalid_parameter', 'since must be an ISO 8601 date and time');
        }

        return ['ids' => $this->deletedProducts->since($instant)];
    }

    private function refusal(bool $needsEnabled): ?array
    {
        if (!$this->settings->tokenMatches((string) $this->request->getHeader(self::TOKEN_HEADER))) {
            return $this->error(401, 'invalid_token', 'Missing or wrong ' . self::TOKEN_HEADER);
        }
        if ($needsEnabled && !$this->settings->isEnabled()) {
            return $this->error(
                503,
                'module_disabled',
                'The Playboard connection is switched off in Stores > Configuration > Playboard > Connector'
            );
        }

        return null;
    }

    private function error(int $status, string $code, string $message): array
    {
        $this->response->setHttpResponseCode($status);

        return ['error' => ['code' => $code, 'message' => $message]];
    }

    private function instant(string $value): ?\DateTimeImmutable
    {
        if (!preg_match('/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i', $value)) {
            return null;
        }
        try {
            return new \DateTimeImmutable($value);
        } catch (\Exception $e) {
            return null;
        }
    }
}
