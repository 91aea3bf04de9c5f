// The merchandising configuration's public surface: editing APIs and the index manager use only these.
export * from './merchandising-config.service.ts';
export { emitConfigChange, onConfigChange, type ConfigChange } from './config-changes.ts';
export * from './merchandising.schemas.ts';
