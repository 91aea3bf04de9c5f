import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDock } from './alert-dock.tsx';
import { createAlertStore, type AlertStore } from './alert-store.ts';

let store: AlertStore;

function messages(): string[] {
  return [...screen.getByRole('list', { name: 'Notifications' }).children].map(
    (item) => item.textContent ?? '',
  );
}

describe('AlertDock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store = createAlertStore();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should hold at most 5 alerts, dropping the oldest when full', () => {
    render(<AlertDock store={store} />);
    act(() => {
      for (let index = 1; index <= 6; index++) store.push({ message: `Alert ${index}` });
    });
    expect(messages()).toEqual(['Alert 2', 'Alert 3', 'Alert 4', 'Alert 5', 'Alert 6']);
  });

  it('should dismiss each alert 5000 ms after it appeared', () => {
    render(<AlertDock store={store} />);
    act(() => {
      store.push({ message: 'First' });
    });
    act(() => {
      vi.advanceTimersByTime(2000);
      store.push({ message: 'Second' });
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(messages()).toEqual(['First', 'Second']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(messages()).toEqual(['Second']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(messages()).toEqual([]);
  });

  it('should render the message as sanitised HTML with its title', () => {
    render(<AlertDock store={store} />);
    act(() => {
      store.push({
        type: 'error',
        title: 'Could not save',
        message:
          '<strong>Try</strong> again<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
      });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not save')).toBeInTheDocument();
    expect(within(alert).getByText('Try').tagName).toBe('STRONG');
    expect(alert.innerHTML).not.toContain('onerror');
    expect(alert.innerHTML).not.toContain('<script');
  });

  it('should default to the info type, shown as a status', () => {
    render(<AlertDock store={store} />);
    act(() => {
      store.push({ message: 'Saved' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    // A list holds list items only: the live role is inside the item.
    expect(screen.getByRole('listitem')).toContainElement(screen.getByRole('status'));
  });

  it('should run the action and close the alert with its optional controls', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<AlertDock store={store} />);
    act(() => {
      store.push({ message: 'Link expired', action: { label: 'Send a new link', onClick } });
      store.push({ message: 'Closable', closable: true });
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(onClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(messages()).toEqual([]);
  });
});
