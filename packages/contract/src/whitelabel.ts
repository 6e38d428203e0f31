import type { WhitelabelNode } from './endpoints/system.ts';

/** Spec 3 "Settings flags" and 6 (agent menu keys): the keys the front end reads. */
export const whitelabelKeys = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'CBS3',
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
  'MAILCEN',
  'MANDATORYUPDATE3',
] as const;

/**
 * Flattens the flag tree into the set of enabled keys. A child counts only when its parent is
 * enabled: switching a parent off switches its whole branch off.
 */
export function enabledFlags(nodes: readonly WhitelabelNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly WhitelabelNode[]) => {
    for (const n of list) {
      if (n.enabled !== '1') continue;
      out.add(n.modId);
      walk(n.childrenNodes);
    }
  };
  walk(nodes);
  return out;
}
