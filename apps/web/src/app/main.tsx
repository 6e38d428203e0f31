import { AFTER_PAINT_TEMPLATE_ID } from '@app/contract';
import '@/shared/styles/global.css';

/** Longest wait for the first screen's hero image before the app's code loads anyway. */
const HERO_WAIT_MS = 1000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function imageLoaded(src: string): Promise<void> {
  const img = document.querySelector<HTMLImageElement>(`#root img[src="${CSS.escape(src)}"]`);
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * A page the server rendered is on screen from its HTML alone, links working. Its hero image (the
 * one the server preloads) comes first and the code that makes the page live second, so the two
 * do not split a slow connection; a page without one waits for its first paint only. The app's
 * code is a separate chunk, so this much runs at once.
 */
async function firstScreenPainted() {
  const rendered = document.getElementById('root')?.firstElementChild;
  if (!rendered) return;
  const hero = document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href');
  if (hero) await Promise.race([imageLoaded(hero), delay(HERO_WAIT_MS)]);
  await nextPaint();
}

/** The screen's own chunks, which the server lists in a template, fetched beside the app's. */
function preloadScreen() {
  const template = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

void firstScreenPainted().then(() => {
  preloadScreen();
  return import('./start');
});
