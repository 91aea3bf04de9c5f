import { defaultVisualCustomisation } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme.ts';

describe('themeCss', () => {
  it('should turn every visual option into the custom properties the stylesheet reads', () => {
    const css = themeCss({
      ...defaultVisualCustomisation,
      mainColor: '#FF0000',
      secondaryColor: '#00FF00',
      font: 'Georgia, serif',
      margin: 'condensed',
      gridColumns: { desktop: 6, laptop: 5, tablet: 3, mobile: 1 },
      zIndex: 99,
      productCard: {
        ...defaultVisualCustomisation.productCard,
        alignment: 'center',
        imageFit: 'fill',
        imageSize: 'original',
        textStyles: {
          title: { color: '#123456', fontSize: 'small', fontWeight: 'bold', capitalization: 'uppercase' },
          price: {
            color: '#654321',
            fontSize: 'standard',
            fontWeight: 'regular',
            capitalization: 'capitalize',
          },
        },
      },
    });

    for (const declaration of [
      '--pb-main: #FF0000;',
      '--pb-secondary: #00FF00;',
      '--pb-font: Georgia, serif;',
      '--pb-gap: 8px;',
      '--pb-cols-desktop: 6;',
      '--pb-cols-laptop: 5;',
      '--pb-cols-tablet: 3;',
      '--pb-cols-mobile: 1;',
      '--pb-z: 99;',
      '--pb-align: center;',
      '--pb-image-fit: cover;',
      '--pb-image-ratio: auto;',
      '--pb-title-color: #123456;',
      '--pb-title-size: 13px;',
      '--pb-title-weight: 700;',
      '--pb-title-transform: uppercase;',
      '--pb-price-weight: 400;',
      '--pb-price-transform: capitalize;',
    ]) {
      expect(css).toContain(declaration);
    }
  });

  it('should keep a font name from closing its declaration', () => {
    expect(themeCss({ ...defaultVisualCustomisation, font: 'Arial; } body { display: none' })).not.toContain(
      '}  body',
    );
    expect(themeCss({ ...defaultVisualCustomisation, font: 'Arial; } x {' })).toContain(
      '--pb-font: Arial  x ;',
    );
  });
});
