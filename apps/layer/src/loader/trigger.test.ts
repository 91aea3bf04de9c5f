import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindTriggers, triggerSelector } from './trigger.ts';

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

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
    unbind = bindTriggers('#search, .mobile-search', open);
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

    unbind = bindTriggers('', open);

    expect(open).toHaveBeenCalledExactlyOnceWith('seru', field, 'input');
  });

  it('should wait for the shopper when the focused trigger is empty or not a trigger', () => {
    document.body.innerHTML = '<input id="search"><input id="other" value="x">';
    const open = vi.fn();
    document.querySelector<HTMLInputElement>('#search')!.focus();
    unbind = bindTriggers('', open);
    unbind();
    document.querySelector<HTMLInputElement>('#other')!.focus();
    unbind = bindTriggers('', open);

    expect(open).not.toHaveBeenCalled();
  });

  it('should not open when a trigger merely gets the focus, but on Enter or ArrowDown in it', async () => {
    document.body.innerHTML = '<form><input id="search" value="tee"></form>';
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    const open = vi.fn();
    unbind = bindTriggers('', open);
    const field = document.querySelector<HTMLInputElement>('#search')!;
    const user = userEvent.setup();

    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('{Shift}{ArrowLeft}');
    expect(open).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(open).toHaveBeenLastCalledWith('tee', field, 'keydown');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('should ignore a selector the browser cannot parse instead of breaking the page', async () => {
    document.body.innerHTML = '<input id="search">';
    const open = vi.fn();
    unbind = bindTriggers('#search[', open);

    await userEvent.setup().click(document.querySelector<HTMLInputElement>('#search')!);

    expect(open).not.toHaveBeenCalled();
  });
});
