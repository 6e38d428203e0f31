import { useEffect, useState } from 'react';
import type { purify as purifyFn } from '../lib/purify';

interface RichHtmlProps {
  html: string;
  className?: string | undefined;
}

let loading: Promise<typeof purifyFn> | null = null;
/** DOMPurify loads with the first content shown: it is in no screen's first code. */
const loadPurify = () => (loading ??= import('../lib/purify').then((m) => m.purify));

/**
 * Operator HTML (announcements, mail, promotions, help, the merchant's documents), already cleaned
 * by the server's sanitiser when stored, cleaned again by DOMPurify here (lib/purify.ts) before it
 * reaches the page (ARCHITECTURE "Security"). DOMPurify needs a browser DOM, so the content is set
 * after hydration: the server's markup and the first client render are both empty and agree, and
 * nothing is drawn until it is clean, never the raw HTML, not even for a frame.
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadPurify().then((purify) => {
      if (live) setClean({ from: html, html: purify(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  const ready = clean?.from === html;
  return (
    <div
      className={className}
      data-rich-content=""
      aria-busy={!ready}
      dangerouslySetInnerHTML={{ __html: ready ? clean.html : '' }}
    />
  );
}
