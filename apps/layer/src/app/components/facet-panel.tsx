import type { Messages } from '../messages.ts';
import type { Facet, FacetValue } from '../search-api.ts';

interface FacetPanelProps {
  facets: readonly Facet[];
  /** Whether a value is ticked: the shopper's choice at once, before the answer for it arrives. */
  isChecked: (value: FacetValue) => boolean;
  messages: Messages;
  onToggle: (filter: string, hierarchical: boolean) => void;
}

function Values({
  values,
  hierarchical,
  isChecked,
  onToggle,
}: {
  values: readonly FacetValue[];
  hierarchical: boolean;
  isChecked: FacetPanelProps['isChecked'];
  onToggle: FacetPanelProps['onToggle'];
}) {
  return (
    <ul>
      {values.map((value) => (
        <li key={value.filter}>
          <label>
            <input
              type="checkbox"
              checked={isChecked(value)}
              onChange={() => onToggle(value.filter, hierarchical)}
            />
            <span>
              {value.value} <span className="count">({value.count})</span>
            </span>
          </label>
          {value.children && value.children.values.length > 0 && (
            <Values
              values={value.children.values}
              hierarchical={hierarchical}
              isChecked={isChecked}
              onToggle={onToggle}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Value, hierarchical and range facets: each value a checkbox sending its `filter` back. */
export function FacetPanel({ facets, isChecked, messages, onToggle }: FacetPanelProps) {
  return (
    <aside className="facets" aria-label={messages.filters}>
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <fieldset key={facet.facet} data-facet-type={facet.type}>
            <legend>{facet.label}</legend>
            <Values
              values={facet.values}
              hierarchical={facet.type === 'hierarchical'}
              isChecked={isChecked}
              onToggle={onToggle}
            />
          </fieldset>
        ))}
    </aside>
  );
}
