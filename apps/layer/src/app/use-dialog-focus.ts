import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Where the focus goes in the layer's dialog once a render is on screen: where a handler asked,
 * to the first product of a page loaded with "Show more results", and to the search box when the
 * focused control went away.
 */
export function useDialogFocus(overlay: boolean, loadingMore: boolean) {
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const mainGrid = useRef<HTMLUListElement>(null);
  // Where the focus goes once the next render is on screen, when the control acted on goes away.
  const focusAfterRender = useRef<(() => void) | null>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  // The first product of a page asked for with "Show more results": it takes the focus once shown.
  const firstOfNextPage = useRef<number | null>(null);

  useLayoutEffect(() => {
    const pending = focusAfterRender.current;
    focusAfterRender.current = null;
    pending?.();
    if (firstOfNextPage.current !== null && !loadingMore) {
      const links = mainGrid.current?.querySelectorAll<HTMLElement>('article .title a');
      links?.[firstOfNextPage.current]?.focus();
      firstOfNextPage.current = null;
    }
    // Whatever else took the focused control away (a facet value the new answer lacks, the last
    // page loaded under "Show more results"): the search box, not the page behind the dialog.
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (
      overlay &&
      lastFocused.current &&
      !lastFocused.current.isConnected &&
      !dialog.current?.contains(root?.activeElement ?? null)
    )
      input.current?.focus();
  });

  return {
    dialog,
    input,
    mainGrid,
    /** Runs `focus` once the next render is on screen. */
    afterRender(focus: () => void) {
      focusAfterRender.current = focus;
    },
    /** The product at `index` of the main grid takes the focus once its page is shown. */
    focusProductWhenShown(index: number) {
      firstOfNextPage.current = index;
    },
    /** The dialog's focus handler: remembers the control that has the focus. */
    onFocus(event: FocusEvent<HTMLElement>) {
      lastFocused.current = event.target;
    },
  };
}
