import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('should keep the focus when it becomes unavailable, and ignore clicks and submits then', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <Button type="submit" onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <Button type="submit" onClick={onClick} disabled>
          Save
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');

    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
