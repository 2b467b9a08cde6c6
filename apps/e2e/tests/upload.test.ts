/**
 * A 20 MiB file uploaded from the renderer's file-upload widget (cloud-storage mode) to the
 * platform server in Chromium: the progress bar moves, the file is stored byte for byte.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageSuite } from './platform';

const t = pageSuite('upload-page');

describe('file upload widget in cloud-storage mode', () => {
  it('uploads 20 MiB through the SDK with visible progress; the server stores it intact', async () => {
    const tab = await t.browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const protocol: string[] = [];
    tab.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const match = /^\/storage\/(v2\/query|mkblk|bput|mkfile|log)/.exec(path);
      if (match?.[1]) protocol.push(match[1]);
    });
    const storage = `${t.platform.url}/storage`;
    await tab.goto(`${t.site.url}/?storage=${encodeURIComponent(storage)}`);
    const picker = tab.locator('input[type=file]');
    // The button appears once the widget has its upload token.
    await tab
      .getByRole('button', { name: 'Select file for Attachments' })
      .waitFor({ timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nPage errors: ${errors.join('\n')}`);
      });

    // Every value the progress bar shows, recorded in the page as it changes.
    await tab.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const value = Number(bar.getAttribute('aria-valuenow'));
          if (seen.at(-1) !== value) seen.push(value);
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });

    const data = randomBytes(20 * 1024 * 1024);
    await picker.setInputFiles({
      name: 'big.bin',
      mimeType: 'application/octet-stream',
      buffer: data,
    });
    const link = tab.getByRole('link', { name: 'big.bin' });
    await link.waitFor({ timeout: 120_000 });
    const href = await link.getAttribute('href');
    const seen = await tab.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );

    // progress between the start and the end, never going back: how many values the bar shows
    // on the way depends on how the five blocks' answers fall into the page's frames
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(href).toMatch(new RegExp(`^${storage}/file/[0-9a-z]{8}_big\\.bin$`));
    expect(protocol.filter((step) => step === 'v2/query')).toHaveLength(1);
    expect(protocol.filter((step) => step === 'mkblk')).toHaveLength(5);
    expect(protocol.filter((step) => step === 'mkfile')).toHaveLength(1);

    const stored = Buffer.from(await (await fetch(href as string)).arrayBuffer());
    expect(stored.equals(data)).toBe(true);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
