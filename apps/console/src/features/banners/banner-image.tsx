import { BANNER_IMAGE, isRecommendedBannerSize, validateBannerImage } from '@playboard/domain';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/spinner.tsx';
import type { ImageCheck } from './image-size.ts';

/**
 * What the browser found at the image URL (spec 1 §5): not an image, or its real size beside the
 * recommended 1640x320 and the 544 px height limit, and the image itself at its real aspect ratio.
 */
export function BannerImage({ check, alt }: { check: ImageCheck; alt: string }) {
  const { t } = useTranslation(['banners', 'domain']);
  if (check.status === 'idle') return null;
  if (check.status === 'loading') return <Spinner label={t('image.checking')} className="text-indigo-600" />;
  const { size } = check;
  const problem = validateBannerImage(size);
  const guidance = {
    recommendedWidth: BANNER_IMAGE.recommendedWidth,
    recommendedHeight: BANNER_IMAGE.recommendedHeight,
    maxHeight: BANNER_IMAGE.maxHeight,
  };
  return (
    <div className="space-y-2">
      {size && (
        <p className="text-xs text-slate-600">
          {t('image.size', { width: size.width, height: size.height })}{' '}
          {isRecommendedBannerSize(size) ? t('image.recommended') : t('image.guidance', guidance)}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-xs font-medium text-rose-600">
          {t(problem, { ns: 'domain' })}
        </p>
      )}
      {size && (
        <img
          src={check.url}
          alt={alt}
          width={size.width}
          height={size.height}
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
          className="h-auto max-h-60 w-auto max-w-full rounded-md bg-slate-100 ring-1 ring-slate-200"
        />
      )}
    </div>
  );
}
