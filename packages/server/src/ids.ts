/** Random identifiers from node:crypto (never Math.random: ids and invite codes must not be guessable). */
import { randomBytes, randomInt } from 'node:crypto';
import { inviteShard, type Shard, shardOf, SOLE_SHARD } from './one-machine/shard.ts';

export const newId = (): string => randomBytes(9).toString('base64url');

/** The worker this process is (`kozyr serve --workers N`): table ids and invites are minted to hash to it. */
let shard: Shard = SOLE_SHARD;
export function setIdShard(s: Shard): void {
  shard = s;
}

/** A table id owned by this worker (a few draws on average: 1 in `count` ids hashes here). */
export function newTableId(): string {
  for (;;) {
    const id = newId();
    if (shardOf(id, shard.count) === shard.index) return id;
  }
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 32: 60 bits, far out of reach of guessing at the throttled lookup rate. */
export const INVITE_LENGTH = 12;
export function newInvite(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < INVITE_LENGTH; i++) out += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
    if (inviteShard(out, shard.count) === shard.index) return out;
  }
}

export const newToken = (): string => randomBytes(32).toString('base64url');
