// The shop modules a merchant installs (docs/connectors.md "Shop modules"), zipped from their
// sources in `apps/server/connector-modules` when asked, so a download is always the code in the tree.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError, LATEST_CONNECTOR_VERSIONS, type Platform } from '@playboard/domain';
import { zipSync, type Zippable } from 'fflate';

export type DownloadablePlatform = 'PRESTASHOP' | 'WOOCOMMERCE' | 'MAGENTO';

const SOURCES = fileURLToPath(new URL('../../../connector-modules/', import.meta.url));

/** Each module's source folder and where its files go in the zip, as the platform installs it. */
const MODULES: Readonly<Record<DownloadablePlatform, { source: string; zipRoot: string }>> = {
  // The back office's "Upload a module" wants the module folder at the zip's root.
  PRESTASHOP: { source: 'prestashop/playboard', zipRoot: 'playboard' },
  // Plugins > Add New > Upload Plugin wants the plugin folder at the zip's root.
  WOOCOMMERCE: { source: 'woocommerce/playboard', zipRoot: 'playboard' },
  // Magento has no upload: the zip is unpacked at the Magento root, into app/code.
  MAGENTO: { source: 'magento/Playboard/Connector', zipRoot: 'app/code/Playboard/Connector' },
};

export interface ModuleDownload {
  fileName: string;
  zip: Uint8Array;
}

export function isDownloadable(platform: Platform): platform is DownloadablePlatform {
  return platform in MODULES;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The platform's module as a zip, named `playboard-{platform}-{version}.zip`; 404 where there is none. */
export async function moduleDownload(platform: Platform): Promise<ModuleDownload> {
  if (!isDownloadable(platform)) {
    throw new DomainError('global-404', `${platform} shops have no module to download`, { status: 404 });
  }
  const { source, zipRoot } = MODULES[platform];
  const folder = join(SOURCES, source);
  const entries: Zippable = {};
  for (const file of await filesUnder(folder)) {
    const path = relative(folder, file).split(sep).join('/');
    entries[`${zipRoot}/${path}`] = new Uint8Array(await readFile(file));
  }
  const version = LATEST_CONNECTOR_VERSIONS[platform];
  return {
    fileName: `playboard-${platform.toLowerCase()}-${version}.zip`,
    zip: zipSync(entries, { level: 9 }),
  };
}
