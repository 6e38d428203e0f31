import { useEffect, useState } from 'react';
import { canVerify } from '@/shared/lib/fair-hmac';
import type { CrashRoundProof } from '../api/verify-crash-round';
import { verifyCrash, type CrashCheck } from '../lib/verify-crash';

export type CheckState =
  { kind: 'idle' | 'computing' | 'unsupported' } | { kind: 'done'; check: CrashCheck };

/** The round recomputed in this browser once its seed is known. */
export function useCrashCheck(proof: CrashRoundProof | undefined): CheckState {
  const [state, setState] = useState<CheckState>({ kind: 'idle' });
  const seed = proof?.seed ?? null;
  useEffect(() => {
    if (!proof || !seed) return;
    if (!canVerify()) return setState({ kind: 'unsupported' });
    let live = true;
    setState({ kind: 'computing' });
    void verifyCrash({ ...proof, seed }).then((check) => {
      if (live) setState({ kind: 'done', check });
    });
    return () => {
      live = false;
    };
  }, [proof, seed]);
  return state;
}
