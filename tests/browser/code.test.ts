import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const url = () => `${inject('siteUrl')}/markdown-page`;

async function open(options = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, options);
  await opened.page.goto(url());
  await hydrated(opened.page);
  return opened;
}

const trainBlock = '.code-block:has(.code-block__title:text-is("train.py"))';

describe('code blocks', () => {
  it('copy button copies the code without magic comments, says "Copied", and works from the keyboard', async () => {
    const { page } = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const button = page.locator(`${trainBlock} [data-code-copy]`);
    expect(await page.locator('[data-announcer][aria-live="polite"]').textContent()).toBe('');
    await button.focus();
    await page.keyboard.press('Enter');
    // "Copied" shows for two seconds: what the button says and what screen readers hear (a polite live region, there
    // before the copy, outside the React root) are read together while it shows, so that a busy machine cannot make
    // the check miss it.
    const copiedState = async () => {
      const state = await page.waitForFunction(
        (el) => {
          const live = [...document.querySelectorAll('[aria-live="polite"][role="status"]')].filter((region) => region.textContent === 'Copied');
          if (el.getAttribute('aria-label') !== 'Copied' || live.length === 0) return false;
          return {
            label: el.querySelector('.code-block__copy-label')?.textContent,
            regions: live.length,
            outsideRoot: live[0]!.closest('#docgen-root') === null,
            srOnly: live[0]!.classList.contains('sr-only'),
          };
        },
        await button.elementHandle(),
      );
      return state.jsonValue();
    };
    expect(await copiedState()).toEqual({ label: 'Copied', regions: 1, outsideRoot: true, srOnly: true });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'import fedml\nfrom fedml import FedMLRunner\n\nargs = fedml.init()\ndevice = fedml.device.get_device(args)\ndataset, output_dim = fedml.data.load(args, device)',
    );
    await expect.poll(() => button.getAttribute('aria-label'), { timeout: 4000 }).toBe('Copy code to clipboard');
    await expect.poll(() => page.locator('[data-announcer]').textContent(), { timeout: 4000 }).toBe('');
    // A second copy is announced again.
    await page.keyboard.press('Enter');
    expect(await copiedState()).toEqual({ label: 'Copied', regions: 1, outsideRoot: true, srOnly: true });
    await page.context().close();
  });

  it('marks highlighted and error lines and numbers the lines', async () => {
    const { page } = await open();
    const lines = await page.$$eval(`${trainBlock} .line`, (els) => els.map((e) => e.className));
    expect(lines).toEqual(['line', 'line', 'line', 'line line--highlighted', 'line', 'line line--error']);
    expect(await page.locator(`${trainBlock} pre`).getAttribute('class')).toContain('code-block__pre--numbered');
    await page.context().close();
  });

  it('toggles word wrap, and scrolls long lines horizontally otherwise', async () => {
    const { page } = await open({ viewport: { width: 420, height: 800 } });
    const pre = page.locator(`${trainBlock} pre`);
    const scrolls = await pre.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto');
    expect(scrolls).toBe(true);
    await page.locator(`${trainBlock} [data-code-wrap]`).click({ force: true });
    expect(await pre.getAttribute('class')).toContain('code-block__pre--wrap');
    expect(await page.locator(`${trainBlock} [data-code-wrap]`).getAttribute('aria-pressed')).toBe('true');
    expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.context().close();
  });

  it('switches colours with the colour mode through CSS only', async () => {
    const { page } = await open();
    const token = page.locator(`${trainBlock} .line span[style]`).first();
    const light = await token.evaluate((el) => getComputedStyle(el).color);
    await page.click('.color-mode-toggle');
    const dark = await token.evaluate((el) => getComputedStyle(el).color);
    expect(dark).not.toBe(light);
    await page.context().close();
  });
});

describe('tabs', () => {
  it('syncs tabs of the same group across the page and remembers the choice', async () => {
    const { page } = await open();
    const sets = page.locator('.tabs[data-group-id="os"]');
    await sets.nth(0).locator('.tabs__tab:text("macOS")').click();
    for (const [i, text] of [
      [0, 'python3 -m pip install fedml'],
      [1, 'on macOS'],
    ] as const) {
      expect(await sets.nth(i).locator('.tabs__tab[aria-selected="true"]').textContent()).toBe('macOS');
      expect(await sets.nth(i).locator('.tabs__panel:not([hidden])').textContent()).toContain(text);
    }
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.tabs[data-group-id="os"] .tabs__tab[aria-selected="true"]')?.textContent === 'macOS');
    // Arrow keys move between tabs.
    await sets.nth(1).locator('.tabs__tab[aria-selected="true"]').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await sets.nth(0).locator('.tabs__tab[aria-selected="true"]').textContent()).toBe('Linux');
    await page.context().close();
  });

  it('shows npm2yarn blocks as npm, Yarn and pnpm tabs', async () => {
    const { page } = await open();
    const set = page.locator('.tabs[data-group-id="npm2yarn"]');
    expect(await set.locator('.tabs__tab').allTextContents()).toEqual(['npm', 'Yarn', 'pnpm']);
    await set.locator('.tabs__tab:text("pnpm")').click();
    expect(await set.locator('.tabs__panel:not([hidden]) code').textContent()).toBe('pnpm add -D @docgen/example');
    await page.context().close();
  });
});

describe('live playground', () => {
  it('loads the editor only on pages with a playground, and only when it comes into view', async () => {
    const { page } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/js/playground.') && requested.push(r.url()));
    await page.goto(`${inject('siteUrl')}/deploy/quickstart`);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await page.goto(url());
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await page.locator('.playground').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('.playground__textarea');
    expect(requested).toHaveLength(1);
    await page.context().close();
  });

  it('runs the code with React in scope, follows edits, and shows errors in the result pane only', async () => {
    const { page, problems } = await open();
    await page.locator('.playground').first().scrollIntoViewIfNeeded();
    const editor = page.locator('.playground__textarea').first();
    await editor.waitFor();
    const output = page.locator('[data-playground-output]').first();
    expect(await output.textContent()).toBe('Aggregation rounds run: 0');
    await output.locator('button').click();
    expect(await output.textContent()).toBe('Aggregation rounds run: 1');
    await editor.fill('<strong>Edited in the page</strong>');
    expect(await output.innerHTML()).toBe('<strong>Edited in the page</strong>');
    await editor.fill('<strong>Unclosed');
    await page.waitForSelector('.playground__error');
    expect(await page.locator('.playground__error').textContent()).toMatch(/Unterminated|Unexpected|expected/i);
    await editor.fill('function Broken() { throw new Error("boom in user code"); }');
    expect(await page.locator('.playground__error').textContent()).toBe('boom in user code');
    // The page around it keeps working.
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    await page.click('.color-mode-toggle');
    await editor.fill('<em>back</em>');
    expect(await output.innerHTML()).toBe('<em>back</em>');
    expect(problems.filter((p) => !p.includes('boom in user code'))).toEqual([]);
    expect(await page.locator('.playground__error').count()).toBe(0);
    await page.context().close();
  });

  it('edits highlighted code: coloured tokens under a transparent textarea, following every edit', async () => {
    const { page, problems } = await open();
    const playground = page.locator('.playground').first();
    await playground.scrollIntoViewIfNeeded();
    const editor = playground.locator('.playground__textarea');
    await editor.waitFor();
    const highlight = playground.locator('.playground__highlight');
    const tokens = (kind: string) => highlight.locator(`.tok-${kind}`).allTextContents();
    // The same text, coloured like the build's highlighting of it (shiki's GitHub theme, with the theme's darker red).
    expect(await highlight.textContent()).toBe(`${await editor.inputValue()}\n`);
    expect(await tokens('k')).toEqual(expect.arrayContaining(['function', 'const', 'return', '=>']));
    expect(await tokens('f')).toEqual(expect.arrayContaining(['RoundCounter', 'useState', 'onClick']));
    expect(await tokens('t')).toEqual(expect.arrayContaining(['button']));
    expect(await tokens('s')).toEqual(expect.arrayContaining(['"button"']));
    const keywordColour = () =>
      highlight
        .locator('.tok-k')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    expect(await keywordColour()).toBe('rgb(200, 41, 56)');
    // The textarea's own text is invisible, and it covers the highlighted code line for line.
    expect(await editor.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    const [area, pre] = [await editor.boundingBox(), await highlight.boundingBox()];
    expect(area).toEqual(pre);
    expect(await editor.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    // The static code is hidden behind the editor.
    expect(await playground.locator('.code-block').isHidden()).toBe(true);

    await editor.fill('const answer = 42; // the answer\nrender(<b title="x">{answer}</b>);');
    expect(await highlight.textContent()).toBe('const answer = 42; // the answer\nrender(<b title="x">{answer}</b>);\n');
    expect(await tokens('k')).toEqual(['const', '=', '=']);
    expect(await tokens('c')).toEqual(['42']);
    expect(await tokens('m')).toEqual(['// the answer']);
    expect(await tokens('f')).toEqual(['render', 'title']);
    expect(await tokens('t')).toEqual(['b', 'b']);
    expect(await tokens('s')).toEqual(['"x"']);
    // Typing goes through the same path.
    await editor.press('End');
    await page.keyboard.type('\nfunction later() {}');
    expect(await highlight.textContent()).toBe(`${await editor.inputValue()}\n`);
    expect(await tokens('k')).toContain('function');
    expect(await tokens('f')).toContain('later');
    expect(await playground.locator('[data-playground-output]').innerHTML()).toBe('<b title="x">42</b>');
    await page.click('.color-mode-toggle');
    expect(await keywordColour()).toBe('rgb(249, 117, 131)');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the editor keyboard accessible: Tab indents, Escape then Tab leaves', async () => {
    const { page } = await open();
    const playground = page.locator('.playground').first();
    await playground.scrollIntoViewIfNeeded();
    const editor = playground.locator('.playground__textarea');
    await editor.waitFor();
    await editor.fill('<div>\nx\n</div>');
    const focused = () => editor.evaluate((el) => el === document.activeElement);
    const hint = page.locator(`#${await editor.getAttribute('aria-describedby')}`);
    expect(await hint.textContent()).toBe('Tab indents. To leave the editor, press Escape, then Tab.');
    await editor.evaluate((el) => el.blur());
    expect(await hint.isVisible()).toBe(false);
    // What assistive technology gets: the editor's name and, even while the hint is not shown, its description.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.playground__textarea' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    expect(nodes[0].name?.value).toBe('Live code editor');
    expect(nodes[0].description?.value).toBe('Tab indents. To leave the editor, press Escape, then Tab.');
    // Focus the start of the second line.
    await editor.evaluate((el: HTMLTextAreaElement) => {
      el.focus();
      el.setSelectionRange(6, 6);
    });
    expect(await hint.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await editor.inputValue()).toBe('<div>\n  x\n</div>');
    expect(await focused()).toBe(true);
    // Enter keeps the indentation; Shift+Tab takes it away.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('y');
    expect(await editor.inputValue()).toBe('<div>\n  x\n  y\n</div>');
    await page.keyboard.press('Shift+Tab');
    expect(await editor.inputValue()).toBe('<div>\n  x\ny\n</div>');
    // The browser's undo takes the change back.
    await page.keyboard.press('Control+z');
    expect(await editor.inputValue()).toBe('<div>\n  x\n  y\n</div>');
    expect(await playground.locator('.playground__highlight').textContent()).toBe('<div>\n  x\n  y\n</div>\n');
    // Escape, then Tab, moves focus on; so does Escape, then Shift+Tab, backwards.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(false);
    expect(await editor.inputValue()).toBe('<div>\n  x\n  y\n</div>');
    expect(await hint.isVisible()).toBe(false);
    await editor.focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(false);
    // Escape counts for the next key only.
    await editor.focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.context().close();
  });

  it('runs tsx live blocks (TypeScript) and code that calls render()', async () => {
    const { page } = await open();
    const second = page.locator('.playground').nth(1);
    await second.scrollIntoViewIfNeeded();
    await second.locator('.playground__textarea').waitFor();
    expect(await second.locator('[data-playground-output]').innerHTML()).toBe('<p>Hello, FEDERATED WORLD!</p>');
    await page.context().close();
  });

  it('shows the code highlighted without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url());
    const code = page.locator('.playground .code-block pre').first();
    expect(await code.isVisible()).toBe(true);
    expect(await code.textContent()).toContain('function RoundCounter()');
    expect(await code.locator('span[style]').count()).toBeGreaterThan(10);
    await context.close();
  });
});
