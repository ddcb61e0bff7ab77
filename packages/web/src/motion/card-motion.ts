/**
 * Cards that move, after the fact: every render of the table is already the
 * new state; this only animates the change (FLIP). A card still on the table
 * slides from where it was (hand → table), a card new in the viewer's hand
 * comes from the talon, and cards that left the table (a taken pile, a beaten
 * bout, a trick) sweep toward where they went. A card flies once per move:
 * what is remembered is its place in the layout on the page (never a moment of
 * its flight, never its place on a scrolled screen), so neither the next update
 * nor a scroll flies it again. Nothing waits for an animation, clones never
 * take a click, and prefers-reduced-motion turns it all off.
 */
import { type RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const MS = 280;

/** A card's box on the page (not on the screen), so that scrolling the page moves no card. */
interface Place {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A running flight: the offset it started from, shrinking to nothing as it runs. */
interface Flight {
  readonly animation: Animation;
  readonly dx: number;
  readonly dy: number;
}

interface Seen {
  /** Where the layout puts the card (without any flight still running). */
  readonly place: Place;
  readonly flight: Flight | null;
  readonly clone: Element;
}

export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Cards by code and occurrence (UNO decks hold doubles): `R5#0`, `R5#1`. */
function cardsIn(root: Element): Map<string, Element> {
  const out = new Map<string, Element>();
  const count = new Map<string, number>();
  for (const el of root.querySelectorAll('[data-card]')) {
    const code = el.getAttribute('data-card')!;
    const n = count.get(code) ?? 0;
    count.set(code, n + 1);
    out.set(`${code}#${n}`, el);
  }
  return out;
}

/** The offset a flight still adds to its card now (none once it has ended). */
function remaining(flight: Flight | null | undefined): { readonly x: number; readonly y: number; } {
  if (flight === null || flight === undefined) return { x: 0, y: 0 };
  const { animation } = flight;
  if (animation.playState === 'finished' || animation.playState === 'idle') return { x: 0, y: 0 };
  const left = 1 - (animation.effect?.getComputedTiming().progress ?? 1);
  return { x: flight.dx * left, y: flight.dy * left };
}

/** Where the page's top left corner is on the screen now. */
type Origin = { readonly left: number; readonly top: number; };
const pageOrigin = (): Origin => ({ left: -window.scrollX, top: -window.scrollY });

function relative(rect: DOMRect, origin: Origin, shift: { x: number; y: number; } = { x: 0, y: 0 }): Place {
  return {
    left: rect.left - origin.left - shift.x,
    top: rect.top - origin.top - shift.y,
    width: rect.width,
    height: rect.height,
  };
}

/** Where a seen card was drawn just before this update: its place plus what was left of its flight. */
function shownAt(seen: Seen): Place {
  const off = remaining(seen.flight);
  return { ...seen.place, left: seen.place.left + off.x, top: seen.place.top + off.y };
}

/** Fly a card from where it was drawn to its place (added to its own transform, so a lifted card stays lifted). */
function fly(el: Element, from: Place, to: Place, flights: WeakMap<Element, Flight>): void {
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  const own = flights.get(el);
  const off = remaining(own);
  // Already drawn there (nothing moved, or its flight runs on): leave it be.
  if (Math.abs(dx - off.x) < 2 && Math.abs(dy - off.y) < 2) return;
  own?.animation.cancel();
  flights.delete(el);
  if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
  const animation = el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration: MS, easing: 'cubic-bezier(.2,.7,.3,1)', composite: 'add' },
  );
  flights.set(el, { animation, dx, dy });
}

/** A copy of a card that left, flown from its last place to `to` over everything, then dropped. */
function sweep(clone: Element, from: Place, origin: Origin, to: DOMRect): void {
  const ghost = clone as HTMLElement | SVGElement;
  const r = { left: from.left + origin.left, top: from.top + origin.top, width: from.width, height: from.height };
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${r.left}px`,
    top: `${r.top}px`,
    width: `${r.width}px`,
    height: `${r.height}px`,
    margin: '0',
    zIndex: '30',
    pointerEvents: 'none',
  });
  ghost.setAttribute('aria-hidden', 'true');
  document.body.appendChild(ghost);
  const dx = to.left + to.width / 2 - (r.left + r.width / 2);
  const dy = to.top + to.height / 2 - (r.top + r.height / 2);
  const a = ghost.animate(
    [{ transform: 'translate(0, 0) scale(1)', opacity: 1 }, {
      transform: `translate(${dx}px, ${dy}px) scale(0.5)`,
      opacity: 0.2,
    }],
    { duration: MS + 120, easing: 'ease-in' },
  );
  a.onfinish = () => ghost.remove();
}

export interface MotionHints {
  /** Where cards that left the table went (a seat, the hand, the discard), as a selector; null: they just go. */
  readonly sweepTo: string | null;
  /** Where new cards of the hand come from (the talon), as a selector. */
  readonly drawFrom: string | null;
}

export function useCardMotion(root: RefObject<HTMLElement>, version: number, hints: MotionHints): void {
  const seen = useRef(new Map<string, Seen>());
  const flights = useRef(new WeakMap<Element, Flight>());
  useLayoutEffect(() => {
    const el = root.current;
    if (el === null) return;
    const origin = pageOrigin();
    const now = cardsIn(el);
    // Places are measured before any new flight starts, less what is left of a running one: the layout, not a moment of a flight.
    const places = new Map<string, Place>();
    for (const [key, card] of now) {
      places.set(key, relative(card.getBoundingClientRect(), origin, remaining(flights.current.get(card))));
    }
    const before = seen.current;
    if (!reducedMotion() && before.size > 0 && typeof Element.prototype.animate === 'function') {
      const drawRect = hints.drawFrom === null ? null : el.querySelector(hints.drawFrom)?.getBoundingClientRect() ?? null;
      const drawFrom = drawRect === null ? null : relative(drawRect, origin);
      for (const [key, card] of now) {
        const was = before.get(key);
        const place = places.get(key)!;
        const drawn = drawFrom !== null && card.closest('[data-testid=hand]') !== null ? drawFrom : place;
        // A card new here comes from the talon into the hand, else just appears (a reused element drops an old flight).
        fly(card, was === undefined ? drawn : shownAt(was), place, flights.current);
      }
      const target = hints.sweepTo === null ? null : el.querySelector(hints.sweepTo)?.getBoundingClientRect() ?? null;
      if (target !== null) { for (const [key, was] of before) if (!now.has(key)) sweep(was.clone, shownAt(was), origin, target); }
    }
    const next = new Map<string, Seen>();
    for (const [key, card] of now) {
      next.set(key, {
        place: places.get(key)!,
        flight: flights.current.get(card) ?? null,
        clone: card.cloneNode(true) as Element,
      });
    }
    seen.current = next;
  }, [version]);
}
