// The validators config-validators.ts compiles from each service's schema (ajv standalone code).
declare module 'virtual:config-validator/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const validators: ValidatorFunctions;
  export default validators;
}
