// The demo game page's script (served as a file: the page's CSP allows scripts from 'self' only).
// It only shows what the demo vendor's server decides: the grid and wins come from the server's
// CSPRNG and every round is settled there before the answer arrives.
/* global document */

const data = JSON.parse(document.getElementById('demo-data').textContent);
const form = document.getElementById('spin-form');
const stake = document.getElementById('stake');
const button = document.getElementById('spin');
const balance = document.getElementById('balance');
const lastWin = document.getElementById('last-win');
const message = document.getElementById('message');
const cells = [...document.querySelectorAll('[data-cell]')];

// Spec 9: #,##0.00 with the merchant's symbol.
const amount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (minor) => `${data.currencySymbol}${amount.format(minor / 100)}`;
const errorText = (code) => data.texts.errors[code] ?? data.texts.errors.default;

async function post(path, body) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: data.token, ...body }),
  });
  const envelope = await res.json().catch(() => ({ success: false, errorCode: 'default' }));
  if (!envelope.success) throw new Error(envelope.errorCode);
  return envelope.value;
}

function showGrid(grid, winningCells) {
  grid.forEach((id, i) => {
    const symbol = data.symbols[id];
    cells[i].textContent = symbol.glyph;
    cells[i].setAttribute('aria-label', symbol.name);
    cells[i].dataset.symbol = id;
    cells[i].classList.toggle('win', winningCells.has(i));
  });
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 4, 8],
  [6, 4, 2],
];

async function refresh() {
  try {
    const state = await post('/demo-vendor/api/state', {});
    balance.textContent = money(state.balanceMinor);
  } catch (err) {
    message.textContent = errorText(err.message);
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  button.disabled = true;
  button.textContent = data.texts.spinning;
  message.textContent = '';
  try {
    const round = await post('/demo-vendor/api/spin', { stakeMinor: Number(stake.value) });
    const winning = new Set(round.winningLines.flatMap((l) => LINES[l]));
    showGrid(round.grid, winning);
    balance.textContent = money(round.balanceMinor);
    lastWin.textContent = money(round.winMinor);
    if (round.winningLines.length > 0)
      message.textContent = `${data.texts.lines}: ${round.winningLines.length}`;
  } catch (err) {
    message.textContent = errorText(err.message);
  } finally {
    button.disabled = false;
    button.textContent = data.texts.spin;
  }
});

refresh();
