// Issue 22's reference: a bare Vite + React 19 app, one component rendering 21 list items (the
// page size of a game list), built by bench/home-light.ts and served uncompressed beside the
// product. Its Lighthouse figures are what a React page costs on this machine at the least.
/* global document */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const items = Array.from({ length: 21 }, (_, i) => `Game ${i + 1}`);

function App() {
  return h(
    'main',
    null,
    h('h1', null, 'Reference'),
    h(
      'ul',
      null,
      items.map((name) => h('li', { key: name }, name)),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(App));
