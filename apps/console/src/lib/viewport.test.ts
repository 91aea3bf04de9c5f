import { afterEach, describe, expect, it } from 'vitest';
import { forceDesktopViewport } from './viewport.ts';

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('forceDesktopViewport', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="viewport"]')?.remove();
    setWidth(1024);
  });

  it('should force the viewport to 1024 wide under 1024 px', () => {
    setWidth(800);
    expect(forceDesktopViewport()).toBe(true);
    expect(document.head.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe('width=1024');
  });

  it('should leave a viewport of 1024 px or more alone', () => {
    setWidth(1024);
    expect(forceDesktopViewport()).toBe(false);
    expect(document.head.querySelector('meta[name="viewport"]')).toBeNull();
  });
});
