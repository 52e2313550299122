import { describe, expect, it } from 'vitest';
import { cleanPath, leavesLocale, pageDataUrl, prefetchAllowed, shouldIntercept, sidebarDataUrl, type AnchorInfo, type ClickInfo } from './router.js';

const current = new URL('https://docs.test/deploy/quickstart?x=1#top');
const click = (over: Partial<ClickInfo> = {}): ClickInfo => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});
const anchor = (rawHref: string | null, over: Partial<AnchorInfo> = {}): AnchorInfo => ({
  href: rawHref === null ? '' : new URL(rawHref, current).href,
  rawHref,
  target: '',
  download: false,
  rel: '',
  ...over,
});

describe('cleanPath', () => {
  it.each([
    ['/deploy/quickstart.html', '/deploy/quickstart'],
    ['/deploy/index.html', '/deploy'],
    ['/deploy/', '/deploy'],
    ['/deploy//', '/deploy'],
    ['/deploy', '/deploy'],
    ['/index.html', '/'],
    ['/', '/'],
    ['', '/'],
    ['/a.b/c', '/a.b/c'],
    ['/guide/page.htm', '/guide/page.htm'],
  ])('%s → %s', (input, expected) => {
    expect(cleanPath(input)).toBe(expected);
  });
});

describe('page and sidebar data URLs', () => {
  it('maps routes to the files the build writes', () => {
    expect(pageDataUrl('/')).toBe('/_data/index.json');
    expect(pageDataUrl('/index.html')).toBe('/_data/index.json');
    expect(pageDataUrl('/deploy/quickstart')).toBe('/_data/deploy/quickstart.json');
    expect(pageDataUrl('/deploy/')).toBe('/_data/deploy.json');
    expect(pageDataUrl('/deploy/cli.html')).toBe('/_data/deploy/cli.json');
  });

  it('encodes sidebar ids', () => {
    expect(sidebarDataUrl('launch')).toBe('/_data/sidebars/launch.json');
    expect(sidebarDataUrl('a b/c')).toBe('/_data/sidebars/a%20b%2Fc.json');
  });
});

describe('shouldIntercept', () => {
  it('takes over plain clicks on links to other pages of the site', () => {
    expect(shouldIntercept(click(), anchor('/deploy/cli'), current)).toBe(true);
    expect(shouldIntercept(click(), anchor('cli'), current)).toBe(true);
    expect(shouldIntercept(click(), anchor('/deploy/cli#flags'), current)).toBe(true);
    expect(shouldIntercept(click(), anchor('/deploy/cli.html'), current)).toBe(true);
    expect(shouldIntercept(click(), anchor('https://docs.test/'), current)).toBe(true);
    // The same page with another query is another page.
    expect(shouldIntercept(click(), anchor('/deploy/quickstart?x=2'), current)).toBe(true);
    expect(shouldIntercept(click(), anchor('/deploy/cli', { target: '_self' }), current)).toBe(true);
  });

  it('leaves modified and non-primary clicks, and clicks already handled, to the browser', () => {
    for (const over of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { button: 2 }, { defaultPrevented: true }]) {
      expect(shouldIntercept(click(over), anchor('/deploy/cli'), current)).toBe(false);
    }
  });

  it('leaves links with a target, download or rel="external" alone', () => {
    expect(shouldIntercept(click(), anchor('/deploy/cli', { target: '_blank' }), current)).toBe(false);
    expect(shouldIntercept(click(), anchor('/deploy/cli', { download: true }), current)).toBe(false);
    expect(shouldIntercept(click(), anchor('/deploy/cli', { rel: 'noopener external' }), current)).toBe(false);
  });

  it('leaves other origins and protocols alone', () => {
    expect(shouldIntercept(click(), anchor('https://github.com/FedML-AI'), current)).toBe(false);
    expect(shouldIntercept(click(), anchor('http://docs.test/deploy/cli'), current)).toBe(false);
    expect(shouldIntercept(click(), anchor('mailto:team@docs.test'), current)).toBe(false);
    expect(shouldIntercept(click(), anchor('javascript:void(0)'), current)).toBe(false);
  });

  it('leaves hash links on the same page to the browser', () => {
    expect(shouldIntercept(click(), anchor('#flags'), current)).toBe(false);
    expect(shouldIntercept(click(), anchor('/deploy/quickstart?x=1#flags'), current)).toBe(false);
    expect(shouldIntercept(click(), anchor(null), current)).toBe(false);
  });

  it('leaves files, assets and page data alone', () => {
    for (const href of ['/img/diagram.png', '/files/model.tar.gz', '/openapi.yaml', '/assets/js/main.abc.js', '/_data/deploy/cli.json']) {
      expect(shouldIntercept(click(), anchor(href), current), href).toBe(false);
    }
  });
});

describe('prefetchAllowed', () => {
  it('prefetches unless the connection asks to save data or is 2g', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('links into another locale', () => {
  const locales = [
    { name: 'en', routeBase: '' },
    { name: 'ar', routeBase: '/ar' },
    { name: 'pt-BR', routeBase: '/pt' },
  ];

  it('load the page in full: the shell changes language and direction', () => {
    expect(leavesLocale('/ar/docs/intro', { locale: 'en', locales })).toBe(true);
    expect(leavesLocale('/ar', { locale: 'en', locales })).toBe(true);
    expect(leavesLocale('/docs/intro', { locale: 'ar', locales })).toBe(true);
    expect(leavesLocale('/pt/docs/intro.html', { locale: 'ar', locales })).toBe(true);
  });

  it('stay client navigations inside the locale', () => {
    expect(leavesLocale('/docs/intro', { locale: 'en', locales })).toBe(false);
    expect(leavesLocale('/arrows', { locale: 'en', locales })).toBe(false);
    expect(leavesLocale('/ar/docs/next/intro/', { locale: 'ar', locales })).toBe(false);
    expect(leavesLocale('/ar/docs/intro', { locale: 'en', locales: [locales[0]] })).toBe(false);
  });
});
