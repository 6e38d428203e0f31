import { CRASH_STREAM_PATH, type CrashState } from '@app/contract';
import { useEffect, useState } from 'react';
import { env } from '@/shared/config/env';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface CrashStream {
  state: CrashState | null;
  /** The server's clock minus this device's (ms), from the last event: the curve is drawn on it. */
  offsetMs: number;
  status: StreamStatus;
}

export const crashStreamUrl = () =>
  `${env.apiBaseUrl || window.location.origin}${CRASH_STREAM_PATH}`;

/**
 * The live round (server-sent events). EventSource reconnects by itself (after the server's
 * `retry`); the first event of every connection is the state now, so a phone back from its lock
 * screen shows the round as it is, never a stale one.
 */
export function useCrashStream(): CrashStream {
  const [stream, setStream] = useState<CrashStream>({
    state: null,
    offsetMs: 0,
    status: 'connecting',
  });
  useEffect(() => {
    const source = new EventSource(crashStreamUrl());
    source.addEventListener('state', (event) => {
      const state = JSON.parse((event as MessageEvent<string>).data) as CrashState;
      setStream({
        state,
        offsetMs: Date.parse(state.serverTime) - Date.now(),
        status: 'live',
      });
    });
    source.addEventListener('error', () =>
      setStream((s) => ({ ...s, status: s.state ? 'reconnecting' : 'connecting' })),
    );
    return () => source.close();
  }, []);
  return stream;
}
