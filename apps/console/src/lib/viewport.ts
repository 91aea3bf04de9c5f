import { SMALL_DEVICE_WIDTH } from '@playboard/domain';

/**
 * spec 1 §1: under 1024 px the page viewport is forced to 1024 wide. Returns whether the device
 * was small, measured before the change (afterwards the layout viewport is 1024 wide).
 */
export function forceDesktopViewport(): boolean {
  if (window.innerWidth >= SMALL_DEVICE_WIDTH) return false;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    document.head.append(meta);
  }
  meta.content = `width=${SMALL_DEVICE_WIDTH}`;
  return true;
}
