import { useEffect, useState } from 'react';

interface RichHtmlProps {
  html: string;
  className?: string;
}

/**
 * Operator HTML (promotions, help), already cleaned by the server's sanitiser when stored, cleaned
 * again by DOMPurify here before it reaches the page (ARCHITECTURE "Security"). DOMPurify needs a
 * browser DOM, so the content is set after hydration: the server's markup and the first client
 * render are both empty and agree. DOMPurify itself loads with the first content shown, so it is in
 * no screen's first code (a closed accordion needs none).
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (live)
        setClean(
          DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], ADD_ATTR: ['target'] }),
        );
    });
    return () => {
      live = false;
    };
  }, [html]);
  return (
    <div
      className={className}
      aria-busy={clean === null}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
