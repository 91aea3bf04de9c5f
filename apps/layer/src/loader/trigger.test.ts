import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindTriggers, triggerSelector, type TriggerBinding } from './trigger.ts';

let binding: TriggerBinding | undefined;
afterEach(() => binding?.unbind());

describe('triggerSelector', () => {
  it('should default to #search and accept several comma-separated selectors', () => {
    expect(triggerSelector('')).toBe('#search');
    expect(triggerSelector(' ')).toBe('#search');
    expect(triggerSelector('.search-field, #q ,')).toBe('.search-field, #q');
  });
});

describe('bindTriggers', () => {
  it('should open with what the shopper typed in any matching element', async () => {
    document.body.innerHTML =
      '<input id="search" value="jea"><input class="mobile-search"><input id="other">';
    const open = vi.fn();
    binding = bindTriggers('#search, .mobile-search', open);
    const user = userEvent.setup();

    await user.click(document.querySelector<HTMLInputElement>('#other')!);
    expect(open).not.toHaveBeenCalled();
    await user.click(document.querySelector<HTMLInputElement>('#search')!);
    expect(open).toHaveBeenLastCalledWith('jea', document.querySelector('#search'), 'click');
    await user.type(document.querySelector<HTMLInputElement>('.mobile-search')!, 's');
    expect(open).toHaveBeenLastCalledWith('s', document.querySelector('.mobile-search'), 'input');
  });

  it('should open at once for a shopper already typing in a trigger when it binds', () => {
    document.body.innerHTML = '<input id="search" value="seru"><input id="other" value="x">';
    const field = document.querySelector<HTMLInputElement>('#search')!;
    field.focus();
    const open = vi.fn();

    binding = bindTriggers('', open);

    expect(open).toHaveBeenCalledExactlyOnceWith('seru', field, 'input');
  });

  it('should wait for the shopper when the focused trigger is empty or not a trigger', () => {
    document.body.innerHTML = '<input id="search"><input id="other" value="x">';
    const open = vi.fn();
    document.querySelector<HTMLInputElement>('#search')!.focus();
    binding = bindTriggers('', open);
    binding.unbind();
    document.querySelector<HTMLInputElement>('#other')!.focus();
    binding = bindTriggers('', open);

    expect(open).not.toHaveBeenCalled();
  });

  it('should not reopen when the focus returns to the trigger after a close', () => {
    document.body.innerHTML = '<input id="search">';
    const open = vi.fn();
    binding = bindTriggers('', open);

    binding.refocus(document.querySelector<HTMLInputElement>('#search')!);

    expect(document.activeElement).toBe(document.querySelector('#search'));
    expect(open).not.toHaveBeenCalled();
  });

  it('should ignore a selector the browser cannot parse instead of breaking the page', async () => {
    document.body.innerHTML = '<input id="search">';
    const open = vi.fn();
    binding = bindTriggers('#search[', open);

    await userEvent.setup().click(document.querySelector<HTMLInputElement>('#search')!);

    expect(open).not.toHaveBeenCalled();
  });
});
