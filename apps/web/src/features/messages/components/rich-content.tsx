import { useMemo } from 'react';
import { purify } from '../lib/purify';
import styles from './messages.module.css';

/** Operator HTML, cleaned again by DOMPurify (lib/purify.ts) before it reaches the DOM. */
export function RichContent({ html, id }: { html: string; id?: string }) {
  const clean = useMemo(() => purify(html), [html]);
  return (
    <div
      id={id}
      className={styles.content}
      data-rich-content=""
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
