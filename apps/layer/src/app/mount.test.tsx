import { defaultVisualCustomisation } from '@playboard/domain';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tracker } from '../shared/tracking.ts';
import { context, layerConfig } from '../testing/fixtures.ts';
import { mountLayer, mountPreview } from './mount.tsx';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url.includes('/empathize')) return json({ topTrends: { content: [] } });
      if (url.includes('/topclicked')) return json({ topclicked: { content: [] } });
      if (url.includes('/search?')) return json({ catalog: { content: [], numFound: 0 } });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function shadowOf(id: string): ShadowRoot {
  return document.getElementById(id)!.shadowRoot!;
}

describe('mountLayer', () => {
  it('should render inside a shadow root styled with the customisation, the page behind it inert', async () => {
    const config = layerConfig({
      customisation: {
        ...defaultVisualCustomisation,
        mainColor: '#FF00AA',
        customCss: '.title { color: red; }',
      },
    });
    document.body.innerHTML = '<header><input id="search"></header><main></main><aside inert></aside>';
    const onClosed = vi.fn();
    const layer = mountLayer({ context, config, tracker: new Tracker(context), onClosed });
    const shadow = shadowOf('playboard-layer');

    expect(within(shadow as unknown as HTMLElement).queryByRole('dialog')).not.toBeInTheDocument();
    act(() => layer.open('jeans'));

    const dialog = within(shadow as unknown as HTMLElement).getByRole('dialog', { name: 'Search' });
    expect(dialog).toBeInTheDocument();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    const styles = [...shadow.querySelectorAll('style')].map((style) => style.textContent);
    expect(document.getElementById('playboard-layer')!.style.cssText).toContain('all: initial !important');
    expect(styles).toContain('.title { color: red; }');
    expect(styles.some((text) => text?.includes('--pb-main: #FF00AA;'))).toBe(true);
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.querySelectorAll('body > [inert]')).toHaveLength(3);
    expect(document.getElementById('playboard-layer')).not.toHaveAttribute('inert');

    act(() => layer.close());
    expect([...document.querySelectorAll('body > [inert]')].map((element) => element.tagName)).toEqual([
      'ASIDE',
    ]);
    expect(within(shadow as unknown as HTMLElement).queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(onClosed).toHaveBeenCalledOnce();
  });
});

describe('mountPreview', () => {
  it('should stay open inline and restyle at once with a draft posted by its parent', async () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    act(() => {
      mountPreview(
        { context, config: layerConfig(), tracker: new Tracker(context, { silent: true }) },
        parent,
      );
    });
    const shadow = shadowOf('playboard-preview-layer');
    expect(within(shadow as unknown as HTMLElement).getByRole('dialog')).toBeInTheDocument();
    expect(
      within(shadow as unknown as HTMLElement).queryByRole('button', { name: 'Close search' }),
    ).toBeNull();
    // The console's form keeps the focus while the preview loads.
    expect(shadow.activeElement).toBeNull();

    const customisation = {
      ...defaultVisualCustomisation,
      mainColor: '#00AA00',
      logoUrl: 'https://cdn.example.com/logo.svg',
    };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'playboard:preview', customisation },
          origin: window.location.origin,
        }),
      );
    });

    await waitFor(() =>
      expect(
        [...shadow.querySelectorAll('style')].some((style) => style.textContent?.includes('#00AA00')),
      ).toBe(true),
    );
    expect(shadow.querySelector('img.logo')).toHaveAttribute('src', 'https://cdn.example.com/logo.svg');
  });

  it("should search with the console's access token once its parent posts it, searching again then", async () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    act(() => {
      mountPreview(
        { context, config: layerConfig(), tracker: new Tracker(context, { silent: true }) },
        parent,
      );
    });
    const searches = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([input]) => String(input).includes('/search/v1/query/shop-1a2b/'))
        .map(([, init]) => new Headers(init?.headers).get('authorization'));
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(searches().every((header) => header === null)).toBe(true);
    const before = searches().length;

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: 'playboard:preview',
            customisation: defaultVisualCustomisation,
            accessToken: 'tok-1',
          },
          origin: window.location.origin,
        }),
      );
    });

    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
    expect(
      searches()
        .slice(before)
        .every((header) => header === 'Bearer tok-1'),
    ).toBe(true);
  });

  it('should ignore drafts from another origin', () => {
    const parent = document.createElement('div');
    document.body.append(parent);
    act(() => {
      mountPreview(
        { context, config: layerConfig(), tracker: new Tracker(context, { silent: true }) },
        parent,
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: 'playboard:preview',
            customisation: { ...defaultVisualCustomisation, mainColor: '#ABCDEF' },
          },
          origin: 'https://evil.example.com',
        }),
      );
    });

    const shadow = shadowOf('playboard-preview-layer');
    expect(
      [...shadow.querySelectorAll('style')].some((style) => style.textContent?.includes('#ABCDEF')),
    ).toBe(false);
  });
});
