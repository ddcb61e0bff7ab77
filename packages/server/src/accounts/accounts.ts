/**
 * Registration, login, guests and sessions. A session token is random (32
 * bytes); only its sha256 is stored, so a leaked database holds no usable
 * tokens. Passwords never leave this module except as scrypt hashes.
 */
import type { UserInfo } from '@kozyr/protocol';
import { createHash, randomInt } from 'node:crypto';
import { newId, newToken } from '../ids.ts';
import type { Storage, StoredUser } from '../storage/port.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const SESSION_COOKIE = 'kozyr_session';
const SESSION_MS = 30 * 24 * 3600 * 1000;
const NAME = /^[\p{L}\p{N}_.-]{3,24}$/u;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const userInfo = (u: StoredUser): UserInfo => ({ id: u.id, name: u.name, guest: u.guest });

export type AccountResult = { ok: true; user: StoredUser; token: string; } | {
  ok: false;
  status: number;
  code: string;
  message: string;
};

export class Accounts {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number,
  ) {}

  private async session(user: StoredUser): Promise<AccountResult> {
    const token = newToken();
    await this.storage.createSession(hashToken(token), user.id, this.now() + SESSION_MS);
    return { ok: true, user, token };
  }

  async register(name: string, password: string): Promise<AccountResult> {
    if (!NAME.test(name)) return { ok: false, status: 400, code: 'bad-name', message: 'a name is 3..24 letters, digits, _ . -' };
    if (name.toLowerCase().startsWith('guest')) {
      return { ok: false, status: 400, code: 'bad-name', message: 'names starting with "guest" are reserved' };
    }
    if (password.length < 8 || password.length > 200) {
      return { ok: false, status: 400, code: 'bad-password', message: 'a password is 8..200 characters' };
    }
    const user: StoredUser = { id: newId(), name, passHash: await hashPassword(password), guest: false, createdAt: this.now() };
    if (!(await this.storage.createUser(user))) {
      return { ok: false, status: 409, code: 'name-taken', message: `the name "${name}" is taken` };
    }
    return this.session(user);
  }

  async login(name: string, password: string): Promise<AccountResult> {
    const user = await this.storage.userByName(name);
    // The same answer for an unknown name and a wrong password: names are not probed through login.
    if (user === null || user.passHash === null || !(await verifyPassword(password, user.passHash))) {
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
    if (token !== undefined) await this.storage.deleteSession(hashToken(token));
  }
}
