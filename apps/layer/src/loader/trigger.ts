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

export interface TriggerBinding {
  /** Focuses a trigger without reopening the layer (focus returning after a close). */
  refocus(trigger: HTMLElement): void;
  unbind(): void;
}

/**
 * Opens the layer when the shopper clicks, focuses or types in an element matching the selector,
 * with what the element holds. Listens on the document, so triggers the shop renders later count.
 * A shopper quicker than the layer's configuration, already typing in a trigger when it binds, gets
 * the layer at once rather than at the next keystroke (or never, when the query was complete).
 */
export function bindTriggers(
  cssSelector: string,
  open: (query: string, trigger: HTMLElement, event: 'focusin' | 'click' | 'input') => void,
): TriggerBinding {
  const selector = triggerSelector(cssSelector);
  let refocusing = false;
  const onEvent = (event: Event) => {
    if (refocusing || !(event.target instanceof Element)) return;
    const trigger = closest(event.target, selector);
    if (trigger instanceof HTMLElement)
      open(triggerValue(trigger), trigger, event.type as 'focusin' | 'click' | 'input');
  };
  const events = ['focusin', 'click', 'input'] as const;
  for (const type of events) document.addEventListener(type, onEvent, true);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && closest(focused, selector) === focused && triggerValue(focused))
    open(triggerValue(focused), focused, 'input');
  return {
    refocus(trigger) {
      refocusing = true;
      try {
        trigger.focus();
      } finally {
        refocusing = false;
      }
    },
    unbind() {
      for (const type of events) document.removeEventListener(type, onEvent, true);
    },
  };
}
