import { configuredRtp, STAKES_MINOR, SYMBOLS } from './slot-math.ts';
import type { DemoSession } from './demo-vendor.ts';
import { demoTexts, type DemoLanguage } from './texts.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
// Inside <script type="application/json">: only "</script" could end it early.
const jsonForHtml = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
const major = (minor: number) => (minor / 100).toFixed(2);

/** Page shell: CSS and JS are files from 'self' (the document CSP allows no inline script). */
const shell = (lang: DemoLanguage, title: string, body: string) => `<!doctype html>
<html lang="${lang.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo-vendor/assets/demo-game.css">
<script type="module" src="/demo-vendor/assets/demo-game.js"></script>
</head>
<body>
${body}
</body>
</html>`;

/** Shown when the launch URL is expired, forged or its session is over. */
export function endedPage(lang: DemoLanguage): string {
  const t = demoTexts[lang];
  return shell(
    lang,
    t.title,
    `<main class="game"><p class="message">${escapeHtml(t.ended)}</p>
<a class="back" href="/m/home">${escapeHtml(t.back)}</a></main>`,
  );
}

/** The playable game page; the script reads its data from the JSON block. */
export function gamePage(session: DemoSession, token: string, lang: DemoLanguage): string {
  const t = demoTexts[lang];
  const free = session.mode === 'play_money' || session.isTrial;
  const cells = Array.from(
    { length: 9 },
    (_, i) =>
      `<div class="cell" role="img" aria-label="${escapeHtml(t.symbols.club)}" data-cell="${i}">·</div>`,
  ).join('');
  const stakes = STAKES_MINOR.map(
    (s, i) =>
      `<option value="${s}"${i === 0 ? ' selected' : ''}>${session.currencySymbol}${major(s)}</option>`,
  ).join('');
  const rows = SYMBOLS.map(
    (s) =>
      `<tr><td><span class="sym" data-symbol="${s.id}" aria-hidden="true">${s.glyph}${s.glyph}${s.glyph}</span> ${escapeHtml(t.symbols[s.id])}</td><td>× ${(s.centi / 100).toString()}</td></tr>`,
  ).join('');
  const rtp = (configuredRtp().value * 100).toFixed(2);
  const data = {
    token,
    currencySymbol: session.currencySymbol,
    symbols: Object.fromEntries(
      SYMBOLS.map((s) => [s.id, { glyph: s.glyph, name: t.symbols[s.id] }]),
    ),
    texts: { spin: t.spin, spinning: t.spinning, lines: t.lines, errors: t.errors },
  };
  return shell(
    lang,
    `${session.gameName} · ${t.title}`,
    `<main class="game">
<header class="top">
<a class="back" href="/m/home">← ${escapeHtml(t.back)}</a>
<h1>${escapeHtml(session.gameName)}</h1>
<p class="mode${free ? ' free' : ''}">${escapeHtml(free ? t.freePlay : t.realPlay)}</p>
</header>
<section class="meters">
<p><span id="balance-label">${escapeHtml(t.balance)}</span> <output id="balance" aria-labelledby="balance-label">…</output></p>
<p><span id="win-label">${escapeHtml(t.lastWin)}</span> <output id="last-win" aria-labelledby="win-label">–</output></p>
</section>
<div class="grid" id="grid" role="group" aria-label="${escapeHtml(t.grid)}">${cells}</div>
<form id="spin-form" class="controls">
<label for="stake">${escapeHtml(t.stake)}</label>
<select id="stake" name="stake">${stakes}</select>
<button type="submit" id="spin">${escapeHtml(t.spin)}</button>
</form>
<p id="message" class="message" role="status" aria-live="polite"></p>
<section class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>
<p>${escapeHtml(t.paytableNote)}</p>
<table><tbody>${rows}</tbody></table>
<p>${escapeHtml(t.rtp)}: ${rtp}%</p>
</section>
<script type="application/json" id="demo-data">${jsonForHtml(data)}</script>
</main>`,
  );
}
