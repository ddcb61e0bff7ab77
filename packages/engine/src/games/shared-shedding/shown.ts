/**
 * What seats know of other seats' hands (see `Shown` in types.ts): a challenger
 * is shown the challenged hand until the next move, everyone sees a Wild Draw Four
 * taken back, and a card leaves that knowledge when it is played. Entries are immutable; every
 * function returns a new list (or the same one when nothing changes).
 */
import type { Seat, Viewer, Zone } from '../../core/types.ts';
import { withCards, withoutOne } from './deckset.ts';
import type { Shown, Witness } from './types.ts';

const NONE: readonly string[] = [];

function entry(shown: readonly Shown[], owner: Seat, to: Witness): Shown | undefined {
  return shown.find((e) => e.owner === owner && e.to === to);
}

/** The list with the (owner, to) entry set to `cards`, or removed when `cards` is empty. */
function setEntry(shown: readonly Shown[], owner: Seat, to: Witness, cards: readonly string[]): Shown[] {
  const out = shown.filter((e) => e.owner !== owner || e.to !== to);
  if (cards.length > 0) out.push({ owner, to, cards });
  return out;
}

/** A copy of sorted `cards` without one copy of each of `remove` that it holds. */
function minus(cards: readonly string[], remove: readonly string[]): string[] {
  let out = cards.slice();
  for (const c of remove) if (out.includes(c)) out = withoutOne(out, c);
  return out;
}

function copies(cards: readonly string[], code: string): number {
  let n = 0;
  for (const c of cards) if (c === code) n++;
  return n;
}

/** `to` is shown `owner`'s whole `hand`: it now knows all of it (beyond what everyone knows). */
export function showHand(shown: readonly Shown[], owner: Seat, to: Seat, hand: readonly string[]): Shown[] {
  return setEntry(shown, owner, to, minus(hand, entry(shown, owner, 'all')?.cards ?? NONE));
}

/**
 * The list without what single seats were shown: a challenged hand is shown once (seed 001,
 * «предъявить»), for the move that reveals it, and hidden again at the next move. What
 * everyone saw (a Wild Draw Four taken back) stays known until played.
 */
export function hideShownToSeats(shown: readonly Shown[]): readonly Shown[] {
  return shown.every((e) => e.to === 'all') ? shown : shown.filter((e) => e.to === 'all');
}

/** Everyone saw `card` go into `owner`'s hand. */
export function showToAll(shown: readonly Shown[], owner: Seat, card: string): Shown[] {
  return setEntry(shown, owner, 'all', withCards(entry(shown, owner, 'all')?.cards ?? NONE, [card]));
}

/**
 * `owner` played a copy of `code`: the knowledge of every seat that knew a copy shrinks
 * by one (from the public entry when the copy is public, else from each seat's own).
 */
export function forgetPlayed(shown: readonly Shown[], owner: Seat, code: string): readonly Shown[] {
  if (!shown.some((e) => e.owner === owner && e.cards.includes(code))) return shown;
  const fromAll = entry(shown, owner, 'all')?.cards.includes(code) === true;
  const out: Shown[] = [];
  for (const e of shown) {
    const hit = e.owner === owner && e.cards.includes(code) && (e.to === 'all' || !fromAll);
    if (!hit) out.push(e);
    else if (e.cards.length > 1) out.push({ owner, to: e.to, cards: withoutOne(e.cards, code) });
  }
  return out;
}

/** The cards of `owner`'s hand that `viewer` knows (its own hand aside), sorted. */
export function knownBy(shown: readonly Shown[], owner: Seat, viewer: Viewer): readonly string[] {
  if (viewer === owner) return NONE;
  const pub = entry(shown, owner, 'all')?.cards ?? NONE;
  const own = viewer === 'spectator' ? NONE : (entry(shown, owner, viewer)?.cards ?? NONE);
  return own.length === 0 ? pub : withCards(pub, own);
}

/** The entries a determinization for `seat` keeps: what `seat` knows and what is known of its own hand. */
export function shownFor(shown: readonly Shown[], seat: Seat): Shown[] {
  return shown.filter((e) => e.to === 'all' || e.to === seat || e.owner === seat);
}

/**
 * `owner`'s hand as zones: `hand-N` seen by its owner only, `hand-N-public` seen by all,
 * and `hand-N-shown-A-B` seen by the owner and seats A, B. Copies of a code are handed
 * out in a staircase: the public ones first, then copy i is seen by every seat that
 * knows more than i copies, so each seat sees exactly as many copies as it knows.
 */
export function handZones(owner: Seat, hand: readonly string[], shown: readonly Shown[]): Zone[] {
  const mine = shown.filter((e) => e.owner === owner);
  const plain: Zone = { id: `hand-${owner}`, cards: hand, visibleTo: [owner], owner };
  if (mine.length === 0) return [plain];
  const pub = mine.find((e) => e.to === 'all')?.cards ?? NONE;
  const seats = mine.filter((e): e is Shown & { to: Seat; } => e.to !== 'all').sort((a, b) => a.to - b.to);
  const groups = new Map<string, { visibleTo: 'all' | Seat[]; cards: string[]; }>([['', { visibleTo: [owner], cards: [] }]]);
  let prev = '';
  let index = 0;
  for (const card of hand) {
    index = card === prev ? index + 1 : 0;
    prev = card;
    const publicCopies = copies(pub, card);
    let key: string;
    let visibleTo: 'all' | Seat[];
    if (index < publicCopies) {
      key = 'public';
      visibleTo = 'all';
    } else {
      const witnesses = seats.filter((e) => copies(e.cards, card) > index - publicCopies).map((e) => e.to);
      key = witnesses.length === 0 ? '' : `shown-${witnesses.join('-')}`;
      visibleTo = [owner, ...witnesses];
    }
    let group = groups.get(key);
    if (group === undefined) {
      group = { visibleTo, cards: [] };
      groups.set(key, group);
    }
    group.cards.push(card);
  }
  return [...groups].map(([key, g]) => ({
    id: key === '' ? plain.id : `${plain.id}-${key}`,
    cards: g.cards,
    visibleTo: g.visibleTo,
    owner,
  }));
}
