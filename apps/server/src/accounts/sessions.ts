import { createHash, randomBytes } from 'node:crypto';
import type { SessionValue } from '@app/contract';
import type { Member } from './members-repository.ts';
import type { SessionRow, SessionsRepository } from './sessions-repository.ts';

/** 256 random bits, base64url: what the client sends as `Authorization`. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOptions {
  /** Idle lifetime: renewal (and activity) moves the expiry this far ahead. */
  idleSeconds: number;
  /** Absolute lifetime from sign-in; no renewal goes past it. */
  maxSeconds: number;
}

export interface StartOptions {
  /** The client should ask for a new password (temporary password, or none ever set). */
  firstTimeLogin: boolean;
  /** Signed in with this temporary password: it still counts as the old one in this session. */
  tempPasswordHash?: string | null;
  device?: string | null;
  ip?: string | null;
}

export type Session = SessionRow;

/**
 * Sessions: random tokens given to the client once, kept only as SHA-256 in the database, with an
 * idle expiry that renewal and activity move forward up to an absolute cap.
 */
export function createSessionService(repo: SessionsRepository, options: SessionOptions) {
  const idleMs = options.idleSeconds * 1000;
  const maxMs = options.maxSeconds * 1000;
  // Activity extends a session at most about once a minute (fewer writes than one per request).
  const slackMs = Math.min(60_000, idleMs / 10);
  /** When this process last extended each session a game plays in (keepAlive). */
  const keptAlive = new Map<number, number>();

  return {
    async start(member: Member, o: StartOptions): Promise<SessionValue> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const absolute = new Date(now + maxMs);
      const expiresAt = new Date(Math.min(now + idleMs, absolute.getTime()));
      await repo.deleteExpired(member.id, new Date(now));
      await repo.create({
        tokenHash: hashToken(token),
        memberId: member.id,
        merchantCode: member.merchantCode,
        expiresAt,
        absoluteExpiresAt: absolute,
        firstTimeLogin: o.firstTimeLogin,
        tempPasswordHash: o.tempPasswordHash ?? null,
        device: o.device ?? null,
        ip: o.ip ?? null,
      });
      return {
        token,
        id: member.id,
        userName: member.username,
        customerType: member.type,
        firstTimeLogin: o.firstTimeLogin,
        merchantCode: member.merchantCode,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The live session of a token for this merchant, or null (unknown, expired, disabled). */
    async authenticate(token: string, merchantCode: string): Promise<Session | null> {
      if (!TOKEN.test(token)) return null;
      const now = Date.now();
      const session = await repo.findLive(hashToken(token), new Date(now));
      if (!session || session.merchantCode !== merchantCode || session.disabled) return null;
      if (session.expiresAt.getTime() - now < idleMs - slackMs) {
        const extended = await repo.extend(
          session.tokenHash,
          new Date(now + idleMs),
          new Date(now),
        );
        if (!extended) return null;
        session.expiresAt = extended;
      }
      return session;
    },

    /**
     * Play in a game the session launched counts as activity: a player who stays in a game (which
     * replaced the app in its tab) is not signed out while betting. About once a minute per session
     * and process, as `authenticate` extends it; never past the absolute cap, never an ended one.
     */
    async keepAlive(sessionId: number): Promise<void> {
      const now = Date.now();
      if (now - (keptAlive.get(sessionId) ?? -Infinity) < slackMs) return;
      if (keptAlive.size >= 10_000) keptAlive.clear();
      keptAlive.set(sessionId, now);
      await repo.extendById(sessionId, new Date(now + idleMs), new Date(now));
    },

    /** Null when the session ended meanwhile. */
    async renew(session: Session): Promise<Date | null> {
      const now = Date.now();
      return repo.extend(session.tokenHash, new Date(now + idleMs), new Date(now));
    },

    end: (session: Session) => repo.delete(session.tokenHash),

    /** After a password change: every other session of the member ends. */
    endOthers: (memberId: number, keep: Session | null) =>
      repo.deleteForMember(memberId, keep?.tokenHash ?? null),

    markPasswordSet: (session: Session) => repo.markPasswordSet(session.tokenHash),

    /** The member's signed-in devices, the current one marked; addresses shortened. */
    async devices(session: Session) {
      const rows = await repo.listLive(session.memberId, new Date());
      return rows.map((r) => ({
        id: Number(r.id),
        device: r.device,
        ip: maskIp(r.ip),
        signedInAt: r.created_at.toISOString(),
        expiresAt: r.expires_at.toISOString(),
        current: Number(r.id) === session.id,
      }));
    },

    /** Ends another of the member's sessions; false when it has no such live session. */
    endOne: (session: Session, id: number) => repo.deleteById(session.memberId, id),
  };
}

/** An address with its last part hidden: enough to recognise a place, not to find a person. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:…`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.*` : ip;
}

export type SessionService = ReturnType<typeof createSessionService>;
