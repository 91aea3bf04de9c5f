import type { VisualCustomisation } from '@playboard/domain';
import { BREAKPOINTS } from '@playboard/domain';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { getUser, getUserManager } from '../../lib/auth.ts';

/**
 * The page width the preview renders at per device: inside each of the layer's grid breakpoints
 * (768, 1024 and 1280 px, the console's too), so each device's column count shows.
 */
const DEVICE_WIDTHS = {
  desktop: BREAKPOINTS.xl + 160,
  laptop: BREAKPOINTS.lg + 128,
  tablet: BREAKPOINTS.md + 52,
  mobile: 390,
} as const;

type Device = keyof typeof DEVICE_WIDTHS;

const PREVIEW_HEIGHT = 720;

/** The width of an element as it changes, 0 until measured (or where ResizeObserver is missing). */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * Posts a draft to the preview with the user's access token: the preview sends it with its searches,
 * so a site whose layer is still switched off answers its organisation's members (issue 6). The
 * target origin is the console's own, so the token never leaves it.
 */
function postDraft(target: Window, customisation: VisualCustomisation): void {
  target.postMessage(
    { type: 'playboard:preview', customisation, accessToken: getUser()?.access_token },
    window.location.origin,
  );
}

interface LayerPreviewProps {
  instance: string;
  language: string;
  /** The draft when it is valid; while it is not, the preview keeps showing the last valid one. */
  draft: VisualCustomisation | undefined;
}

/**
 * The real layer rendering the draft against the site's catalogue (`/layer/preview.html`). The draft
 * goes to it on every change, again when it says it is ready, as it may load after the first post,
 * and again when the session renews its access token.
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
    const target = frame.current?.contentWindow;
    if (target) postDraft(target, customisation);
  }, [serialised]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== 'playboard:preview-ready') return;
      if (latest.current) postDraft(target, latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const { events } = getUserManager();
    const onRenewed = () => {
      const target = frame.current?.contentWindow;
      if (target && latest.current) postDraft(target, latest.current);
    };
    events.addUserLoaded(onRenewed);
    return () => events.removeUserLoaded(onRenewed);
  }, []);

  const [device, setDevice] = useState<Device>('desktop');
  const box = useRef<HTMLDivElement>(null);
  const boxWidth = useWidth(box);
  const width = DEVICE_WIDTHS[device];
  // The page is laid out at the device's width and scaled down to fit the column.
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;

  const src = `/layer/preview.html?${new URLSearchParams({ instance, lang: language }).toString()}`;
  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('preview.device')} className="flex flex-wrap gap-1">
        {(Object.keys(DEVICE_WIDTHS) as Device[]).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={device === option}
            onClick={() => setDevice(option)}
            className={clsx(
              'rounded-md px-3 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
              device === option
                ? 'bg-indigo-600 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {t(`layout.devices.${option}`)}
          </button>
        ))}
      </div>
      <div
        ref={box}
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5"
        style={{ height: PREVIEW_HEIGHT }}
      >
        <iframe
          ref={frame}
          src={src}
          title={t('preview.title')}
          className="block origin-top-left border-0"
          style={{ width, height: PREVIEW_HEIGHT / scale, transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}
