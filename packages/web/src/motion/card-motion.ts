/**
 * Cards that move, after the fact: every render of the table is already the
 * new state; this only animates the change (FLIP). A card still on the table
 * slides from where it was (hand → table), a card new in the viewer's hand
 * comes from the talon, and cards that left the table (a taken pile, a beaten
 * bout, a trick) sweep toward where they went. Nothing waits for an animation,
 * clones never take a click, and prefers-reduced-motion turns it all off.
 */
import { type RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const MS = 280;

interface Seen {
  readonly rect: DOMRect;
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

function fly(el: Element, from: DOMRect, to: DOMRect): void {
  const dx = from.left - to.left;
  const dy = from.top - to.top;

  if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
  el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { duration: MS, easing: 'cubic-bezier(.2,.7,.3,1)' },
  );
}

/** A copy of a card that left, flown from its last place to `to` over everything, then dropped. */
function sweep(seen: Seen, to: DOMRect): void {
  const ghost = seen.clone as HTMLElement | SVGElement;
  const r = seen.rect;
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
  useLayoutEffect(() => {
    const el = root.current;
    if (el === null) return;
    const now = cardsIn(el);
    const before = seen.current;
    if (!reducedMotion() && before.size > 0 && typeof Element.prototype.animate === 'function') {
      const drawFrom = hints.drawFrom === null ? null : el.querySelector(hints.drawFrom)?.getBoundingClientRect() ?? null;
      for (const [key, card] of now) {
        const was = before.get(key);
        const rect = card.getBoundingClientRect();
        if (was !== undefined) fly(card, was.rect, rect);
        else if (drawFrom !== null && card.closest('[data-testid=hand]') !== null) fly(card, drawFrom, rect);
      }
      const target = hints.sweepTo === null ? null : el.querySelector(hints.sweepTo)?.getBoundingClientRect() ?? null;
      if (target !== null) { for (const [key, was] of before) if (!now.has(key)) sweep(was, target); }
    }
    const next = new Map<string, Seen>();
    for (const [key, card] of now) next.set(key, { rect: card.getBoundingClientRect(), clone: card.cloneNode(true) as Element });
    seen.current = next;
  }, [version]);
}
