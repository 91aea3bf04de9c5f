import type { Messages } from '../messages.ts';
import type { Facet, FacetValue } from '../search-api.ts';

interface FacetPanelProps {
  facets: readonly Facet[];
  messages: Messages;
  onToggle: (filter: string, hierarchical: boolean) => void;
}

function Values({
  values,
  hierarchical,
  onToggle,
}: {
  values: readonly FacetValue[];
  hierarchical: boolean;
  onToggle: FacetPanelProps['onToggle'];
}) {
  return (
    <ul>
      {values.map((value) => (
        <li key={value.filter}>
          <label>
            <input
              type="checkbox"
              checked={value.selected}
              onChange={() => onToggle(value.filter, hierarchical)}
            />
            <span>
              {value.value} <span className="count">({value.count})</span>
            </span>
          </label>
          {value.children && value.children.values.length > 0 && (
            <Values values={value.children.values} hierarchical={hierarchical} onToggle={onToggle} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Value, hierarchical and range facets: each value a checkbox sending its `filter` back. */
export function FacetPanel({ facets, messages, onToggle }: FacetPanelProps) {
  return (
    <aside className="facets" aria-label={messages.filters}>
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <fieldset key={facet.facet} data-facet-type={facet.type}>
            <legend>{facet.label}</legend>
            <Values values={facet.values} hierarchical={facet.type === 'hierarchical'} onToggle={onToggle} />
          </fieldset>
        ))}
    </aside>
  );
}
