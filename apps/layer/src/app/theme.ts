import type { VisualCustomisation } from '@playboard/domain';

type TextStyle = VisualCustomisation['productCard']['textStyles']['title'];

const transforms: Record<TextStyle['capitalization'], string> = {
  predefined: 'none',
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  capitalize: 'capitalize',
};

function textStyle(prefix: string, style: TextStyle): string {
  return [
    `--pb-${prefix}-color: ${style.color};`,
    `--pb-${prefix}-size: ${style.fontSize === 'small' ? '13px' : '15px'};`,
    `--pb-${prefix}-weight: ${style.fontWeight === 'bold' ? 700 : 400};`,
    `--pb-${prefix}-transform: ${transforms[style.capitalization]};`,
  ].join(' ');
}

/** A CSS value the merchant typed, kept from closing the declaration it sits in. */
function safeValue(value: string): string {
  return value.replace(/[;{}<>]/g, '');
}

/**
 * The customisation as custom properties on the layer's root: every option the stylesheet reads
 * (layer.css), so a draft in the console's preview restyles the layer without re-rendering React.
 */
export function themeCss(customisation: VisualCustomisation): string {
  const { productCard: card, gridColumns: columns } = customisation;
  return `:host { ${[
    `--pb-main: ${customisation.mainColor};`,
    `--pb-secondary: ${customisation.secondaryColor};`,
    `--pb-font: ${safeValue(customisation.font)};`,
    `--pb-gap: ${customisation.margin === 'condensed' ? '8px' : '20px'};`,
    `--pb-pad: ${customisation.margin === 'condensed' ? '12px' : '24px'};`,
    `--pb-cols-desktop: ${columns.desktop};`,
    `--pb-cols-laptop: ${columns.laptop};`,
    `--pb-cols-tablet: ${columns.tablet};`,
    `--pb-cols-mobile: ${columns.mobile};`,
    `--pb-z: ${customisation.zIndex};`,
    `--pb-align: ${card.alignment};`,
    `--pb-image-fit: ${card.imageFit === 'fill' ? 'cover' : 'contain'};`,
    `--pb-image-ratio: ${card.imageSize === 'square' ? '1 / 1' : 'auto'};`,
    textStyle('title', card.textStyles.title),
    textStyle('price', card.textStyles.price),
  ].join(' ')} }`;
}
