import { LATEST_CONNECTOR_VERSIONS } from '@playboard/domain';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app.ts';

const { app } = await testApp();
afterAll(async () => {
  await app.close();
});

const download = (type: string) => app.inject({ method: 'GET', url: `/main/v1/connectors/${type}/module` });

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  return { names: Object.keys(files).sort(), text: (name: string) => new TextDecoder().decode(files[name]) };
}

describe('GET /main/v1/connectors/{type}/module', () => {
  it('should send the PrestaShop module as playboard/ with the latest version declared', async () => {
    const response = await download('prestashop');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=playboard-prestashop-${LATEST_CONNECTOR_VERSIONS.PRESTASHOP}.zip`,
    );
    const zip = unzip(response.rawPayload);
    expect(zip.names).toEqual(
      expect.arrayContaining([
        'playboard/playboard.php',
        'playboard/controllers/front/api.php',
        'playboard/config.xml',
      ]),
    );
    expect(zip.names.every((name) => name.startsWith('playboard/'))).toBe(true);
    expect(zip.text('playboard/playboard.php')).toContain(
      `$this->version = '${LATEST_CONNECTOR_VERSIONS.PRESTASHOP}';`,
    );
    expect(zip.text('playboard/config.xml')).toContain(
      `<version><![CDATA[${LATEST_CONNECTOR_VERSIONS.PRESTASHOP}]]></version>`,
    );
  });

  it('should send the WooCommerce plugin as playboard/ with the latest version in its header', async () => {
    const response = await download('WOOCOMMERCE');

    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=playboard-woocommerce-${LATEST_CONNECTOR_VERSIONS.WOOCOMMERCE}.zip`,
    );
    const zip = unzip(response.rawPayload);
    expect(zip.names).toEqual(
      expect.arrayContaining(['playboard/playboard.php', 'playboard/includes/class-playboard-catalog.php']),
    );
    expect(zip.text('playboard/playboard.php')).toMatch(
      new RegExp(`\\* Version: +${LATEST_CONNECTOR_VERSIONS.WOOCOMMERCE}\\n`),
    );
    expect(zip.text('playboard/playboard.php')).toContain(
      `define( 'PLAYBOARD_VERSION', '${LATEST_CONNECTOR_VERSIONS.WOOCOMMERCE}' );`,
    );
  });

  it('should send the Magento 2 module under app/code/Playboard/Connector with its version', async () => {
    const response = await download('magento');

    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=playboard-magento-${LATEST_CONNECTOR_VERSIONS.MAGENTO}.zip`,
    );
    const zip = unzip(response.rawPayload);
    const root = 'app/code/Playboard/Connector';
    expect(zip.names).toEqual(
      expect.arrayContaining(
        ['registration.php', 'etc/module.xml', 'etc/webapi.xml', 'etc/db_schema.xml', 'composer.json'].map(
          (file) => `${root}/${file}`,
        ),
      ),
    );
    expect(JSON.parse(zip.text(`${root}/composer.json`))).toMatchObject({
      name: 'playboard/module-connector',
      version: LATEST_CONNECTOR_VERSIONS.MAGENTO,
    });
    expect(zip.text(`${root}/Model/Connector.php`)).toContain(
      `const VERSION = '${LATEST_CONNECTOR_VERSIONS.MAGENTO}';`,
    );
  });

  it('should hold no test harness in any download', async () => {
    for (const type of ['prestashop', 'woocommerce', 'magento']) {
      const { names } = unzip((await download(type)).rawPayload);
      expect(names.filter((name) => /testing|harness|catalogue\.json/.test(name))).toEqual([]);
    }
  });

  it.each(['shopify', 'custom'])('should answer 404 for %s, which has no module', async (type) => {
    const response = await download(type);

    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('global-404');
  });

  it('should answer 400 for a platform that does not exist', async () => {
    expect((await download('oscommerce')).statusCode).toBe(400);
  });
});
