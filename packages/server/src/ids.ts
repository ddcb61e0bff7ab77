/** Random identifiers from node:crypto (never Math.random: ids and invite codes must not be guessable). */
import { randomBytes, randomInt } from 'node:crypto';

export const newId = (): string => randomBytes(9).toString('base64url');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 32: 60 bits, far out of reach of guessing at the throttled lookup rate. */
export const INVITE_LENGTH = 12;
export function newInvite(): string {
  let out = '';
  for (let i = 0; i < INVITE_LENGTH; i++) out += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return out;
}

export const newToken = (): string => randomBytes(32).toString('base64url');
