import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentData, HastRoot } from '@docgen/core';
import { renderContent, type ContentComponents, BUILTIN_CONTENT_COMPONENTS } from '../content.js';
import { embedUrl, videoSource } from '@docgen/core';

type Child = HastRoot['children'][number];

function component(name: string, props: ComponentData['props'], children: Child[] = [], ref: Partial<ComponentData> = {}): Child {
  return { type: 'element', tagName: name, properties: {}, data: { component: { name, props, ...ref } }, children };
}
const text = (value: string): Child => ({ type: 'text', value });
const p = (...children: Child[]): Child => ({ type: 'element', tagName: 'p', properties: {}, children });

function render(
  children: Child[],
  context: { links?: Record<string, string>; assets?: Record<string, { url: string }>; components?: ContentComponents } = {},
): string {
  return renderToStaticMarkup(
    renderContent({ type: 'root', children }, { links: context.links ?? {}, assets: context.assets ?? {}, components: context.components }),
  );
}

describe('built-in MDX components', () => {
  it('renders Tabs and TabItem as the runtime expects them: default tab, group, labels, hidden panels', () => {
    const html = render([
      component(
        'Tabs',
        { groupId: 'os' },
        [
          text('\n'),
          component('TabItem', { value: 'linux', label: 'Linux' }, [p(text('on Linux'))]),
          component('TabItem', { value: 'mac', label: 'macOS', default: true }, [p(text('on macOS'))]),
        ],
        { module: '@theme/Tabs', imported: 'default' },
      ),
    ]);
    expect(html).toMatch(/^<div class="tabs" data-group-id="os"><div role="tablist" class="tabs__list">/);
    const ids = [...html.matchAll(/id="(tabs-[\w-]+)-tab-(\d)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(1);
    expect(html).toContain(
      `<button type="button" role="tab" id="${ids[0]}-tab-1" class="tabs__tab" aria-selected="true" aria-controls="${ids[0]}-panel-1" tabindex="0" data-value="mac">macOS</button>`,
    );
    expect(html).toContain(
      `<div role="tabpanel" id="${ids[0]}-panel-0" class="tabs__panel" aria-labelledby="${ids[0]}-tab-0" data-value="linux" hidden=""><p>on Linux</p></div>`,
    );
  });

  it('takes labels from the older `values` prop and the default from `defaultValue`', () => {
    const html = render([
      component(
        'Tabs',
        {
          values: [
            { label: 'Py', value: 'py' },
            { label: 'JS', value: 'js' },
          ],
          defaultValue: 'js',
        },
        [component('TabItem', { value: 'py' }, [text('a')]), component('TabItem', { value: 'js' }, [text('b')])],
      ),
    ]);
    expect(html).toMatch(/aria-selected="false"[^>]*data-value="py">Py<\/button>/);
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="js">JS<\/button>/);
  });

  it('renders Admonition like a ::: container, Details with its summary, and Link through the link map', () => {
    expect(render([component('Admonition', { type: 'tip', title: 'Before you start' }, [p(text('x'))])])).toBe(
      '<div class="admonition admonition-tip" data-admonition="tip"><div class="admonition-heading">Before you start</div><div class="admonition-content"><p>x</p></div></div>',
    );
    expect(render([component('Admonition', { type: 'success' }, [])])).toContain(
      'admonition-tip" data-admonition="tip"><div class="admonition-heading">Tip</div>',
    );
    expect(render([component('Details', { summary: 'More' }, [p(text('hidden'))])])).toBe('<details><summary>More</summary><p>hidden</p></details>');
    expect(render([component('Link', { to: './install.md#docker' }, [text('install')])], { links: { './install.md#docker': '/install#docker' } })).toBe(
      '<a href="/install#docker">install</a>',
    );
    expect(render([component('Link', { href: 'https://example.com' }, [text('x')])])).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('maps string props that name a copied file of the page to its URL, in components and in links', () => {
    const assets = { './demo.mp4': { url: '/assets/files/demo-1234.mp4' }, './guide.pdf': { url: '/assets/files/guide-99.pdf' } };
    expect(render([component('ReactPlayer', { url: './demo.mp4', controls: true })], { assets })).toContain('data-embed-src="/assets/files/demo-1234.mp4"');
    expect(render([{ type: 'element', tagName: 'a', properties: { href: './guide.pdf' }, children: [text('pdf')] }], { assets })).toBe(
      '<a href="/assets/files/guide-99.pdf">pdf</a>',
    );
  });

  it('draws react-player as a light embed: a labelled play button and a link, nothing from the video host', () => {
    const html = render([
      component('ReactPlayer', { url: 'https://www.youtube.com/watch?v=Xgm0XEaMlVQ', controls: true, playing: true, width: '100%', height: '528px' }, [], {
        module: 'react-player',
        imported: 'default',
      }),
    ]);
    expect(html).toBe(
      '<div class="video-embed" style="width:100%;height:528px" data-video-embed="iframe" data-embed-src="https://www.youtube-nocookie.com/embed/Xgm0XEaMlVQ?autoplay=1&amp;controls=1&amp;rel=0" data-embed-title="YouTube video" data-controls="">' +
        '<button type="button" class="video-embed__play" aria-label="Play video: YouTube video"><svg class="video-embed__icon" width="68" height="48" viewBox="0 0 68 48" aria-hidden="true"><rect width="68" height="48" rx="12" fill="currentColor"></rect><path d="M27 15v18l16-9z" fill="#fff"></path></svg></button>' +
        '<a class="video-embed__link" href="https://www.youtube.com/watch?v=Xgm0XEaMlVQ" target="_blank" rel="noopener noreferrer">Watch on YouTube</a></div>',
    );
    expect(html).not.toMatch(/<iframe|<script|ytimg/);
    const file = render([component('ReactPlayer', { url: '/media/intro.webm', width: 320, height: 180, light: '/img/poster.png', title: 'Intro' })]);
    expect(file).toContain('style="width:320px;height:180px" data-video-embed="video" data-embed-src="/media/intro.webm" data-embed-title="Intro"');
    expect(file).toContain('<img class="video-embed__poster" src="/img/poster.png" alt="" loading="lazy" decoding="async"/>');
    expect(file).toContain('aria-label="Play video: Intro"');
    expect(render([component('ReactPlayer', { url: 'https://twitch.tv/x' })])).toBe(
      '<div class="video-embed video-embed--link"><a href="https://twitch.tv/x">Open the video</a></div>',
    );
  });

  it('renders site components from the registry, by name or by the module they were imported from', () => {
    const Card = ({ title, children }: { title: string; children?: unknown }) => (
      <section className="card">
        <h3>{title}</h3>
        {children as never}
      </section>
    );
    const components: ContentComponents = {
      registry: [...BUILTIN_CONTENT_COMPONENTS.registry, { name: 'Card', modules: ['src/components/Card'], file: 'src/components/Card.tsx' }],
      implementations: { ...BUILTIN_CONTENT_COMPONENTS.implementations, Card },
    };
    expect(render([component('Card', { title: 'A' }, [p(text('body'))])], { components })).toBe('<section class="card"><h3>A</h3><p>body</p></section>');
    expect(render([component('MyCard', { title: 'B' }, [], { module: 'src/components/Card', imported: 'default' })], { components })).toBe(
      '<section class="card"><h3>B</h3></section>',
    );
    expect(() => render([component('Nope', {})], { components })).toThrow(/no component for <Nope>/);
  });
});

describe('video URLs', () => {
  it('knows YouTube, Vimeo and video files', () => {
    expect(videoSource('https://youtu.be/abc123?t=90')).toEqual({ provider: 'youtube', id: 'abc123', start: 90 });
    expect(videoSource('https://www.youtube.com/shorts/xyz')).toMatchObject({ provider: 'youtube', id: 'xyz' });
    expect(videoSource('https://www.youtube.com/watch?v=abc&t=1m5s')).toMatchObject({ id: 'abc', start: 65 });
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871', hash: undefined });
    expect(videoSource('./clip.MP4')).toEqual({ provider: 'file', type: 'video/mp4' });
    expect(videoSource('https://example.com/page')).toBeUndefined();
  });

  it('builds player URLs that play at once, with the props kept', () => {
    expect(embedUrl({ provider: 'youtube', id: 'abc', start: 65 }, { controls: false, muted: true, loop: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&controls=0&rel=0&start=65&mute=1&loop=1&playlist=abc',
    );
    expect(embedUrl({ provider: 'vimeo', id: '7' }, { controls: true, muted: false, loop: false })).toBe(
      'https://player.vimeo.com/video/7?autoplay=1&controls=1&dnt=1',
    );
  });
});
