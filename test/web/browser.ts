import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { AxeResults } from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Where the screenshots go (gitignored): test-artifacts/web/<name>-<width>.png. */
export const ARTIFACTS = path.join(import.meta.dirname, "..", "..", "test-artifacts", "web");
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };
/** Conditions a page waits for may take long on a loaded machine; this only ends what would never come. */
const WAIT_MS = 60_000;

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Debian's Chromium (CHROMIUM_PATH elsewhere), driven by playwright-core; no sandbox, since CI runs as root. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
}

/**
 * A page as a reader has it: the site's own Content-Security-Policy enforced, and every message the browser gives
 * about it (a refused style or script) collected, so a test can require there are none.
 */
export async function readerPage(browser: Browser, locale = "en-US"): Promise<{ page: Page; refusals: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refusals.push(message.text());
  });
  return { page, refusals };
}

/** A page for checking only: the policy is bypassed, so axe can be injected. */
export async function checkerPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return { context, page };
}

/** axe's serious and critical findings on the page as it stands, as "rule: target" lines. */
export async function seriousFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate<AxeResults>("axe.run()");
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
}

/** Screenshots of the whole page at desktop and phone width, each checked for sideways scrolling at phone width. */
export async function screenshots(page: Page, name: string): Promise<{ phoneOverflow: number }> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${DESKTOP.width}.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  const phoneOverflow = await sidewaysOverflow(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${PHONE.width}.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  return { phoneOverflow };
}

/** Whether every image on the page, once it has loaded, drew something. */
export async function imagesLoaded(page: Page): Promise<boolean> {
  await page.waitForLoadState("load");
  return page.evaluate<boolean>("[...document.images].every((image) => image.complete && image.naturalWidth > 0)");
}
