import { encode } from 'uqr';
import { useMemo } from 'react';
import styles from './agent.module.css';

/** The QR code of `text` as one SVG path (uqr: 3 KB gzipped, no canvas). */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { d, size } = useMemo(() => {
    const { data, size } = encode(text, { border: 1 });
    let path = '';
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d: path, size };
  }, [text]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <path d={d} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
