import {
  SERVICE_CONFIG_SCHEMA_VERSION,
  SERVICE_CONFIG_SCHEMAS,
  effectiveServiceConfig,
  type ConfigIssue,
  type ConfigService,
} from '@playboard/domain';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

// One ajv for every schema; each schema is compiled on its first use and kept for its version, so
// a save never compiles (compiling costs milliseconds, validating microseconds).
const ajv = new Ajv({ allErrors: true, strict: true });
const compiled = new Map<string, ValidateFunction>();

function validatorOf(service: ConfigService): ValidateFunction {
  const key = `${service}@${SERVICE_CONFIG_SCHEMA_VERSION}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(SERVICE_CONFIG_SCHEMAS[service]);
    compiled.set(key, validate);
  }
  return validate;
}

/** An ajv error as the console shows it: the JSON pointer of the field, an unknown key's own. */
function issueOf(error: ErrorObject): ConfigIssue {
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    return { path: `${error.instancePath}/${key}`, message: 'is not a setting of this service' };
  }
  return { path: error.instancePath || '/', message: error.message ?? 'is invalid' };
}

/**
 * Rules between fields, which a JSON Schema does not say: checked on the values that apply (what
 * the data sets, else the default), so a save cannot make one field contradict another's default.
 */
function crossFieldIssues(service: ConfigService, data: Record<string, unknown>): ConfigIssue[] {
  if (service !== 'search') return [];
  const { typoTolerance, rows } = effectiveServiceConfig('search', { enabled: true, data });
  return [
    ...(typoTolerance.twoTyposMinLength < typoTolerance.oneTypoMinLength
      ? [{ path: '/typoTolerance/twoTyposMinLength', message: 'must be >= oneTypoMinLength' }]
      : []),
    ...(rows.default > rows.max ? [{ path: '/rows/default', message: 'must be <= rows/max' }] : []),
  ];
}

/** What is wrong with this data for the service (none: it may be saved). */
export function serviceConfigIssues(service: ConfigService, data: Record<string, unknown>): ConfigIssue[] {
  const validate = validatorOf(service);
  if (!validate(data)) return (validate.errors ?? []).map(issueOf);
  return crossFieldIssues(service, data);
}
