/**
 * The offline screen (build.ts writes it as dist/offline.html; the service worker answers a page
 * that cannot be fetched with it). Self-contained, no app code: it must show even when the app's
 * code is what failed to arrive. Its texts are the dictionaries' `install.offline`, in the language
 * the reader chose (local storage `language`, spec 1), BN otherwise.
 */
export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

export const OFFLINE_PAGE = '/m/offline.html';
export const OFFLINE_SCRIPT = '/m/offline.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page and its script: the site's CSP allows no inline script, so it is a file of its own. */
export function offlinePage(
  texts: { bn: OfflineTexts; en: OfflineTexts },
  appName: string,
): { html: string; script: string } {
  const bn = texts.bn;
  const html = `<!doctype html>
<html lang="bn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b1830">
<link rel="icon" type="image/svg+xml" href="/m/icons/icon.svg">
<title>${escape(appName)}</title>
<style>
html{font-size:100px;background:#0b1830}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;color:#f3f6fc;
font:0.15rem/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif}
main{max-width:3.2rem;padding:0.24rem;text-align:center}
img{width:0.72rem;height:0.72rem}
h1{margin:0.16rem 0 0.08rem;font-size:0.2rem}
p{margin:0 0 0.24rem;color:#b9c6de}
button{min-height:0.44rem;padding:0 0.32rem;border:0;border-radius:1rem;font:inherit;font-weight:700;
color:#14213d;background:linear-gradient(180deg,#ffe08a 0%,#f5c344 100%)}
</style>
<script src="${OFFLINE_SCRIPT}" defer></script>
</head>
<body>
<main>
<img src="/m/icons/icon.svg" alt="" width="72" height="72">
<h1 id="t">${escape(bn.title)}</h1>
<p id="x">${escape(bn.text)}</p>
<button id="r" type="button">${escape(bn.retry)}</button>
</main>
</body>
</html>
`;
  const script = `(function () {
  var texts = ${JSON.stringify(texts)};
  var lang = 'BN';
  try { lang = localStorage.getItem('language') || 'BN'; } catch (e) {}
  if (lang !== 'BN') {
    document.documentElement.lang = 'en';
    document.getElementById('t').textContent = texts.en.title;
    document.getElementById('x').textContent = texts.en.text;
    document.getElementById('r').textContent = texts.en.retry;
  }
  // The address is still the page that was asked for: trying again loads it.
  document.getElementById('r').addEventListener('click', function () { location.reload(); });
  addEventListener('online', function () { location.reload(); });
})();
`;
  return { html, script };
}
