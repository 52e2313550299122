import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './harness.js';

// The light video embed of react-player: nothing from the video's host until the reader presses play.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The MDX fixture's quickstart, with every request off this machine answered by a stand-in and recorded. */
async function open(): Promise<{ page: Page; problems: string[]; outside: string[] }> {
  const opened = await openPage(browser);
  const outside: string[] = [];
  await opened.page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    outside.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  opened.page.on('response', (response) => {
    if (response.status() >= 400) opened.problems.push(`${response.status()} ${response.url()}`);
  });
  await opened.page.goto(`${inject('mdxFixtureUrl')}/quickstart`);
  await hydrated(opened.page);
  return { ...opened, outside };
}

describe('video embeds', () => {
  it('request nothing from the video host before play, and load the YouTube player on a keyboard press', async () => {
    const { page, problems, outside } = await open();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(await page.locator('iframe, video').count()).toBe(0);
    const embed = page.locator('.video-embed').first();
    const button = embed.getByRole('button', { name: 'Play video: YouTube video' });
    const box = await embed.boundingBox();
    expect(box!.height).toBe(528);
    await button.focus();
    await page.keyboard.press('Enter');
    const frame = embed.locator('iframe.video-embed__player');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Xgm0XEaMlVQ?autoplay=1&controls=1&rel=0');
    expect(await frame.getAttribute('title')).toBe('YouTube video');
    expect(await frame.getAttribute('allow')).toContain('autoplay');
    expect(await frame.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await embed.boundingBox())!.height).toBe(528);
    await expect.poll(() => outside.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/Xgm0XEaMlVQ'))).toBe(true);
    // The other embeds are still buttons.
    expect(await page.locator('.video-embed__play').count()).toBe(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('plays a video file in a <video> with the props kept, on a click', async () => {
    const { page, outside } = await open();
    const embed = page.locator('.video-embed[data-video-embed="video"]');
    expect((await embed.boundingBox())!.width).toBe(480);
    await embed.getByRole('button', { name: 'Play video: Video' }).click();
    const video = embed.locator('video.video-embed__player');
    await video.waitFor();
    const state = await video.evaluate((el: HTMLVideoElement) => ({
      src: el.getAttribute('src'),
      controls: el.controls,
      muted: el.muted,
      loop: el.loop,
      autoplay: el.autoplay,
      label: el.getAttribute('aria-label'),
    }));
    expect(state).toEqual({
      src: expect.stringMatching(/^\/assets\/files\/demo-[a-z0-9]+\.webm$/),
      controls: true,
      muted: true,
      loop: true,
      autoplay: true,
      label: 'Video',
    });
    expect(outside).toEqual([]);
    await page.context().close();
  });

  it('offers a link to the video without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject('mdxFixtureUrl')}/quickstart`);
    const link = page.getByRole('link', { name: 'Watch on Vimeo' });
    expect(await link.getAttribute('href')).toBe('https://vimeo.com/76979871');
    await context.close();
  });
});
