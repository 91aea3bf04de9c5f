import { CONFIG_SERVICES, SERVICE_CONFIG_SCHEMAS } from '@playboard/domain';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Plugin } from 'vite';

const prefix = 'virtual:config-validator/';

/**
 * The Configuration screen's form validators, compiled from the services' JSON Schemas when the
 * console is built: ajv compiles a schema with `new Function`, which the console's Content Security
 * Policy forbids, so the browser gets ajv's standalone code instead (`virtual:config-validator/<service>`).
 */
export function configValidators(): Plugin {
  return {
    name: 'playboard-config-validators',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const service = CONFIG_SERVICES.find((name) => id === `\0${prefix}${name}`);
      if (!service) throw new Error(`No configuration service ${id.slice(prefix.length + 1)}`);
      // ajv names the exports by the schemas' hashes, which are not identifiers: its CommonJS
      // output (no imports for these schemas) becomes the module's default export.
      const code = compileSchemaValidatorsCode(SERVICE_CONFIG_SCHEMAS[service] as RJSFSchema);
      return `const exports = {};\n${code}\nexport default exports;\n`;
    },
  };
}
