import type { VisualCustomisation } from '@playboard/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LayerPreviewProps {
  instance: string;
  language: string;
  /** The draft when it is valid; while it is not, the preview keeps showing the last valid one. */
  draft: VisualCustomisation | undefined;
}

/**
 * The real layer rendering the draft against the site's catalogue (`/layer/preview.html`). The draft
 * goes to it on every change and again when it says it is ready, as it may load after the first post.
 */
export function LayerPreview({ instance, language, draft }: LayerPreviewProps) {
  const { t } = useTranslation('customisation');
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef<VisualCustomisation | undefined>(undefined);
  // Posted when its content changes, not on every render of the form around it.
  const serialised = draft && JSON.stringify(draft);

  useEffect(() => {
    if (serialised === undefined) return;
    const customisation = JSON.parse(serialised) as VisualCustomisation;
    latest.current = customisation;
    frame.current?.contentWindow?.postMessage(
      { type: 'playboard:preview', customisation },
      window.location.origin,
    );
  }, [serialised]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== 'playboard:preview-ready') return;
      if (!latest.current) return;
      target.postMessage(
        { type: 'playboard:preview', customisation: latest.current },
        window.location.origin,
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const src = `/layer/preview.html?${new URLSearchParams({ instance, lang: language }).toString()}`;
  return (
    <iframe
      ref={frame}
      src={src}
      title={t('preview.title')}
      className="h-[720px] w-full rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5"
    />
  );
}
