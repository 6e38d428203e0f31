import { useEffect, useState } from 'react';
import type { purify as purifyFn } from '../lib/purify';
import styles from './messages.module.css';

type Purify = typeof purifyFn;
let loading: Promise<Purify> | null = null;
/** DOMPurify loads when rich content is first shown, not with the list (whose previews are text). */
const loadPurify = () => (loading ??= import('../lib/purify').then((m) => m.purify));

/**
 * Operator HTML, cleaned again by DOMPurify (lib/purify.ts) before it reaches the DOM. Nothing is
 * drawn until it is clean: never the raw HTML, not even for a frame.
 */
export function RichContent({ html }: { html: string }) {
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
  if (clean?.from !== html) return null;
  return (
    <div
      className={styles.content}
      data-rich-content=""
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
