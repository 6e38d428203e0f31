import type { ReactNode } from 'react';
import type { DialingCountry } from '../config/dialing-codes';
import { FlagFrame, languageFlags } from './language-flags';

/** Points of a five-pointed star, for the flags that carry one. */
const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.4 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');

const stripes = (colours: string[]) =>
  colours.map((fill, i) => (
    <rect
      key={i}
      y={(20 / colours.length) * i}
      width="30"
      height={20 / colours.length}
      fill={fill}
    />
  ));

const redWhite = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? '#fff' : '#c8102e'));

/** Simplified flags (30x20) of the dialling-code list; decorative, the code and name are text. */
const flags: Record<DialingCountry, ReactNode> = {
  ...languageFlags,
  IN: (
    <>
      {stripes(['#ff9933', '#fff', '#138808'])}
      <circle cx="15" cy="10" r="2.4" fill="none" stroke="#000080" strokeWidth="0.8" />
    </>
  ),
  VN: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <polygon points={star(15, 10.5, 6)} fill="#ff0" />
    </>
  ),
  TH: stripes(['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931']),
  ID: stripes(['#ce1126', '#fff']),
  MY: (
    <>
      {stripes(redWhite(14))}
      <rect width="15" height="11.4" fill="#010066" />
      <circle cx="6.5" cy="5.7" r="3.6" fill="#fc0" />
      <circle cx="7.6" cy="5.7" r="3" fill="#010066" />
      <polygon points={star(11.6, 5.7, 2.4)} fill="#fc0" />
    </>
  ),
  PH: (
    <>
      {stripes(['#0038a8', '#ce1126'])}
      <polygon points="0,0 17.3,10 0,20" fill="#fff" />
      <circle cx="5.8" cy="10" r="2.2" fill="#fcd116" />
    </>
  ),
  CN: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <polygon points={star(5, 5, 3)} fill="#ffde00" />
    </>
  ),
  US: (
    <>
      {stripes(redWhite(13))}
      <rect width="12" height="10.8" fill="#3c3b6e" />
    </>
  ),
};

export function CountryFlag({
  country,
  className,
}: {
  country: DialingCountry;
  className?: string;
}) {
  return <FlagFrame className={className}>{flags[country]}</FlagFrame>;
}
