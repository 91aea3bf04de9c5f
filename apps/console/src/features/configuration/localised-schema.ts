import type { ConfigService, JsonSchema } from '@playboard/domain';
import type { UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A service's schema in the console's language, for reading, and the form's labels. */
export interface LocalisedSchema {
  /** The titles and descriptions translated: what the diff, the history and the heading show. */
  schema: JsonSchema;
  /**
   * The same texts as `ui:title` and `ui:description`: the form keeps the schema as it came,
   * because its precompiled validator refuses any schema but the one it was compiled from.
   */
  uiSchema: UiSchema;
}

function localise(node: JsonSchema, key: string, t: TFunction): LocalisedSchema {
  const text = (name: 'title' | 'description') => {
    const english = node[name];
    return typeof english === 'string' ? t(`${key}.${name}`, { defaultValue: english }) : undefined;
  };
  const title = text('title');
  const description = text('description');
  const children = Object.entries((node.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, child]) => [name, localise(child, `${key}.${name}`, t)] as const,
  );
  return {
    schema: {
      ...node,
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description }),
      ...(children.length > 0 && {
        properties: Object.fromEntries(children.map(([name, child]) => [name, child.schema])),
      }),
    },
    uiSchema: {
      ...(title !== undefined && { 'ui:title': title }),
      ...(description !== undefined && { 'ui:description': description }),
      ...Object.fromEntries(children.map(([name, child]) => [name, child.uiSchema])),
    },
  };
}

/**
 * Every title and description of the schema from the configuration texts
 * `schema.<service>.<property path>.title` (and `.description`), else the schema's own English,
 * so a setting added to the domain shows before it is translated.
 */
export function useLocalisedSchema(service: ConfigService, schema: JsonSchema): LocalisedSchema {
  const { t } = useTranslation('configuration');
  return useMemo(() => localise(schema, `schema.${service}`, t), [schema, service, t]);
}
