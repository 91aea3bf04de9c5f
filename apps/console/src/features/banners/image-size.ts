import { useEffect, useState } from 'react';

/** An image's size in px, or null when the URL did not load as an image. */
export type ImageSize = { width: number; height: number } | null;

/** Loads a URL as an image in the browser: its natural size, or null when it is not an image. */
export function loadImageSize(url: string): Promise<ImageSize> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Where checking an image URL stands. */
export type ImageCheck =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; url: string; size: ImageSize };

/** The size of the image at `url` (undefined: nothing to check), loaded again when the URL changes. */
export function useImageSize(url: string | undefined): ImageCheck {
  const [result, setResult] = useState<{ url: string; size: ImageSize } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    void loadImageSize(url).then((size) => {
      if (current) setResult({ url, size });
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return { status: 'idle' };
  if (result?.url !== url) return { status: 'loading' };
  return { status: 'done', ...result };
}
