import { DEFAULT_TRIGGER_SELECTOR } from '../shared/layer-config.ts';

/** The trigger selector(s) of a site: its comma-separated CSS selector, `#search` when empty. */
export function triggerSelector(cssSelector: string): string {
  const selectors = cssSelector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return selectors.length > 0 ? selectors.join(', ') : DEFAULT_TRIGGER_SELECTOR;
}

/** What the shopper has typed in a trigger (nothing for a trigger that is not a text field). */
export function triggerValue(element: Element): string {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
}

function closest(element: Element, selector: string): Element | null {
  try {
    return element.closest(selector);
  } catch {
    // A selector the browser cannot parse binds nothing rather than breaking the shop's page.
    return null;
  }
}

export type TriggerEvent = 'click' | 'input' | 'keydown';

/** Keys that open the layer from a focused trigger, as they would open a combobox's popup. */
const OPENING_KEYS = new Set(['Enter', 'ArrowDown']);

/**
 * Opens the layer when the shopper clicks or types in an element matching the selector, or presses
 * Enter or ArrowDown in it, with what the element holds. Focus alone never opens it (WCAG 3.2.1: a
 * shopper tabbing through the page must not land in a dialog). Listens on the document, so triggers
 * the shop renders later count. A shopper quicker than the layer's configuration, already typing in
 * a trigger when it binds, gets the layer at once rather than at the next keystroke (or never, when
 * the query was complete).
 */
export function bindTriggers(
  cssSelector: string,
  open: (query: string, trigger: HTMLElement, event: TriggerEvent) => void,
): () => void {
  const selector = triggerSelector(cssSelector);
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event instanceof KeyboardEvent && !OPENING_KEYS.has(event.key)) return;
    const trigger = closest(event.target, selector);
    if (!(trigger instanceof HTMLElement)) return;
    // Enter would also submit the shop's own search form, leaving the page the layer opens on.
    if (event.type === 'keydown') event.preventDefault();
    open(triggerValue(trigger), trigger, event.type as TriggerEvent);
  };
  const events = ['click', 'input', 'keydown'] as const;
  for (const type of events) document.addEventListener(type, onEvent, true);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && closest(focused, selector) === focused && triggerValue(focused))
    open(triggerValue(focused), focused, 'input');
  return () => {
    for (const type of events) document.removeEventListener(type, onEvent, true);
  };
}
