import { CONFIG_SERVICES, LANGUAGES, SERVICE_CONFIG_SCHEMAS, type JsonSchema } from '@playboard/domain';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { useLocalisedSchema } from './localised-schema.ts';

/** The text keys of every node of a schema below `key`: its title and description. */
function textKeys(node: JsonSchema, key: string): string[] {
  const children = Object.entries((node.properties ?? {}) as Record<string, JsonSchema>);
  return [
    `${key}.title`,
    `${key}.description`,
    ...children.flatMap(([name, child]) => textKeys(child, `${key}.${name}`)),
  ];
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useLocalisedSchema', () => {
  it.each(CONFIG_SERVICES)(
    'should have a title and a description of every %s setting in each language',
    (service) => {
      const keys = textKeys(SERVICE_CONFIG_SCHEMAS[service], `schema.${service}`);
      for (const language of LANGUAGES) {
        const missing = keys.filter(
          (key) => typeof i18n.getResource(language, 'configuration', key) !== 'string',
        );
        expect(missing, `${language}/configuration.json`).toEqual([]);
      }
    },
  );

  it('should put the texts of the language on the schema and the form, leaving the schema it was given alone', async () => {
    await i18n.changeLanguage('es');
    const schema = SERVICE_CONFIG_SCHEMAS.search;
    const { result } = renderHook(() => useLocalisedSchema('search', schema));
    const typoTolerance = (result.current.schema.properties as Record<string, JsonSchema>).typoTolerance!;
    expect(typoTolerance.title).toBe('Tolerancia a erratas');
    expect(result.current.uiSchema.typoTolerance).toMatchObject({
      'ui:title': 'Tolerancia a erratas',
      enabled: { 'ui:title': 'Tolerar erratas' },
    });
    expect((schema.properties as Record<string, JsonSchema>).typoTolerance!.title).toBe('Typo tolerance');
  });

  it("should keep the schema's English for a setting without a text", async () => {
    await i18n.changeLanguage('es');
    const schema = {
      ...SERVICE_CONFIG_SCHEMAS.layer,
      properties: {
        ...(SERVICE_CONFIG_SCHEMAS.layer.properties as object),
        prefetch: {
          type: 'boolean',
          title: 'Prefetch results',
          description: 'Search on hover.',
          default: false,
        },
      },
    };
    const { result } = renderHook(() => useLocalisedSchema('layer', schema));
    expect(result.current.uiSchema.prefetch).toEqual({
      'ui:title': 'Prefetch results',
      'ui:description': 'Search on hover.',
    });
    expect(result.current.uiSchema.debounceMs).toMatchObject({ 'ui:title': 'Pausa al escribir (ms)' });
  });
});
