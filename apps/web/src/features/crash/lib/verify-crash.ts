import { crashBustX100 } from '@app/contract';
import { floatOf, hmacSigner, sha256Hex } from '@/shared/lib/fair-hmac';

export interface CrashCheck {
  /** The bust point recomputed here from the seed (hundredths). */
  bustX100: number;
  float: number;
  /** sha256(seed) is the hash the round had to chain to. */
  linksToPrevious: boolean;
  /** sha256 applied chainIndex times to the seed gives the chain's commitment. */
  reachesCommitment: boolean;
}

/**
 * Recomputes a crash round in this browser (WebCrypto), as README "Crash" does by hand: the float
 * of HMAC-SHA256(key = seed, message = `crash:<roundNo>`), the bust point from it, and the seed's
 * place in its chain.
 */
export async function verifyCrash(proof: {
  seed: string;
  message: string;
  previousHash: string;
  commitment: string;
  chainIndex: number;
}): Promise<CrashCheck> {
  const sign = await hmacSigner(proof.seed);
  const float = floatOf(await sign(proof.message));
  let h = await sha256Hex(proof.seed);
  const linksToPrevious = h === proof.previousHash;
  for (let i = 1; i < proof.chainIndex; i++) h = await sha256Hex(h);
  return {
    bustX100: crashBustX100(float),
    float,
    linksToPrevious,
    reachesCommitment: h === proof.commitment,
  };
}
