/**
 * Hidden-card bookkeeping from recorded WebSocket frames: which cards sat in
 * a hand, unseen by others, at each table version, and which card codes a
 * frame carries anywhere in its JSON.
 */
const CARD = /^(?:[2-9TJQKA][SCDH]|JK|RJ|BJ|BL)$/;

interface SeatView {
  readonly viewer: number | 'spectator';
  readonly hand: readonly string[];
  readonly trumpCard: string;
  readonly seats: readonly { readonly known: readonly string[]; }[];
}

function parse(frame: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(frame);
    return v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function cardsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (CARD.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, out);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) cardsIn(v, out);
  }
  return out;
}

/** version → cards in some seat's hand that nobody else has seen (not known, not the trump card). */
export function hiddenByVersion(playerFrames: readonly (readonly string[])[]): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const frames of playerFrames) {
    for (const raw of frames) {
      const f = parse(raw);
      if (f === null || (f['type'] !== 'table.state' && f['type'] !== 'table.update')) continue;
      const view = (f['state'] as { view?: SeatView; } | null)?.view;
      if (view === undefined || view.viewer === 'spectator') continue;
      const known = new Set(view.seats[view.viewer]?.known ?? []);
      const v = Number(f['version']);
      const set = out.get(v) ?? new Set<string>();
      for (const c of view.hand) if (!known.has(c) && c !== view.trumpCard) set.add(c);
      out.set(v, set);
    }
  }
  return out;
}

export function hiddenAt(map: Map<number, Set<string>>, version: number): Set<string> {
  let best = -1;
  for (const v of map.keys()) if (v <= version && v > best) best = v;
  return map.get(best) ?? new Set();
}

/** Every hidden card a spectator frame carried: [] when the spectator saw only public cards. */
export function leaks(
  spectatorFrames: readonly string[],
  hidden: Map<number, Set<string>>,
): { version: number; cards: string[]; }[] {
  const out: { version: number; cards: string[]; }[] = [];
  let version = 0;
  for (const raw of spectatorFrames) {
    const f = parse(raw);
    if (f === null) continue;
    if (typeof f['version'] === 'number') version = f['version'];
    const secret = hiddenAt(hidden, version);
    const bad = [...cardsIn(f)].filter((c) => secret.has(c));
    if (bad.length > 0) out.push({ version, cards: bad });
  }
  return out;
}
