/**
 * Registration, login, guests and sessions. A session token is random (32
 * bytes); only its sha256 is stored, so a leaked database holds no usable
 * tokens. Passwords never leave this module except as scrypt hashes.
 */
import type { UserInfo } from '@kozyr/protocol';
import { createHash, randomInt } from 'node:crypto';
import { newId, newToken } from '../ids.ts';
import type { Storage, StoredUser } from '../storage/port.ts';
import { checkNewName } from './names.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const SESSION_COOKIE = 'kozyr_session';
const SESSION_MS = 30 * 24 * 3600 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const userInfo = (u: StoredUser): UserInfo => ({ id: u.id, name: u.name, guest: u.guest });

export type AccountResult = {
  ok: true;
  user: StoredUser;
  token: string;
  /** How long the session lasts: its cookie is kept exactly as long. */
  lifetimeMs: number;
} | {
  ok: false;
  status: number;
  code: string;
  message: string;
};

/** Sessions that just ended: one (logout) or every one of a user (log out everywhere). */
export type SessionsEnded = { readonly tokenHash: string; } | { readonly userId: string; };

export interface AccountOptions {
  /** A guest's session lasts this long (registered players keep theirs 30 days). */
  readonly guestSessionMs: number;
}

export class Accounts {
  private readonly ended = new Set<(e: SessionsEnded) => void>();
  /** Verified against for unknown names, so a login takes as long whether or not the name exists. */
  private readonly dummyHash: Promise<string> = hashPassword(newToken());

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number,
    private readonly options: AccountOptions = { guestSessionMs: SESSION_MS },
  ) {}

  /** Told each time sessions end, so open sockets of those sessions stop acting. */
  onSessionsEnded(listener: (e: SessionsEnded) => void): void {
    this.ended.add(listener);
  }

  private async session(user: StoredUser): Promise<AccountResult> {
    const token = newToken();
    const lifetime = user.guest ? this.options.guestSessionMs : SESSION_MS;
    await this.storage.createSession(hashToken(token), user.id, this.now() + lifetime);
    return { ok: true, user, token, lifetimeMs: lifetime };
  }

  async register(rawName: string, password: string): Promise<AccountResult> {
    const checked = checkNewName(rawName);
    if (!checked.ok) return { ok: false, status: 400, code: checked.code, message: checked.message };
    const name = checked.name;
    if (password.length < 8 || password.length > 200) {
      return { ok: false, status: 400, code: 'bad-password', message: 'a password is 8..200 characters' };
    }
    const alike = await this.storage.nameLookingLike(checked.skeleton);
    if (alike !== null && alike.toLowerCase() !== name.toLowerCase()) {
      return {
        ok: false,
        status: 409,
        code: 'name-confusable',
        message: `the name "${name}" looks like the existing "${alike}"`,
      };
    }
    const user: StoredUser = { id: newId(), name, passHash: await hashPassword(password), guest: false, createdAt: this.now() };
    if (!(await this.storage.createUser(user))) {
      return { ok: false, status: 409, code: 'name-taken', message: `the name "${name}" is taken` };
    }
    return this.session(user);
  }

  async login(rawName: string, password: string): Promise<AccountResult> {
    const user = await this.storage.userByName(rawName.normalize('NFKC'));
    // The same answer, and the same work, for an unknown name and a wrong password: names are not probed through login.
    const hash = user?.passHash ?? (await this.dummyHash);
    const matches = await verifyPassword(password, hash);
    if (user === null || user.passHash === null || !matches) {
      return { ok: false, status: 401, code: 'bad-credentials', message: 'wrong name or password' };
    }
    return this.session(user);
  }

  /** A guest plays under a generated name without registering. */
  async guest(): Promise<AccountResult> {
    for (;;) {
      const user: StoredUser = {
        id: newId(),
        name: `guest-${randomInt(100000, 999999)}`,
        passHash: null,
        guest: true,
        createdAt: this.now(),
      };
      if (await this.storage.createUser(user)) return this.session(user);
    }
  }

  async fromToken(token: string | undefined): Promise<StoredUser | null> {
    if (token === undefined || token.length === 0 || token.length > 200) return null;
    return this.storage.sessionUser(hashToken(token), this.now());
  }

  async logout(token: string | undefined): Promise<void> {
    if (token === undefined) return;
    const tokenHash = hashToken(token);
    await this.storage.deleteSession(tokenHash);
    for (const listener of this.ended) listener({ tokenHash });
  }

  /** End every session of the token's user (every device); false when the token is no session. */
  async logoutEverywhere(token: string | undefined): Promise<boolean> {
    const user = await this.fromToken(token);
    if (user === null) return false;
    await this.storage.deleteUserSessions(user.id);
    for (const listener of this.ended) listener({ userId: user.id });
    return true;
  }
}
