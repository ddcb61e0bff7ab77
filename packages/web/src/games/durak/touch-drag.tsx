/**
 * Dragging a card with a finger. HTML drag and drop does not exist on touch
 * screens, so a touch that moves a playable card more than a few pixels
 * becomes a drag: a ghost card follows the finger, and lifting it over an
 * attack card (or the table) asks the view for the move there.
 */
import { useRef, useState } from 'preact/hooks';
import { Card } from '../../cards/card.tsx';

const START_PX = 12;

export interface TouchDrop {
  /** The attack card under the finger, or null for the table area. */
  readonly attack: string | null;
}

interface Ghost {
  readonly card: string;
  readonly x: number;
  readonly y: number;
}

/** Where the finger was lifted: an element marked `data-drop-attack`, or the bout area. */
function dropAt(x: number, y: number): TouchDrop | null {
  const el = document.elementFromPoint(x, y);
  const pair = el?.closest<HTMLElement>('[data-drop-attack]');
  if (pair) return { attack: pair.dataset['dropAttack'] ?? null };
  return el?.closest('[data-testid=bout]') ? { attack: null } : null;
}

export function useTouchDrag(onDrop: (card: string, drop: TouchDrop) => void) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const start = useRef<{ card: string; x: number; y: number; dragging: boolean; } | null>(null);
  // A drag that ends on its own card must not also count as a tap on it.
  const justDragged = useRef(false);

  const handlers = (card: string) => ({
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      start.current = { card, x: e.clientX, y: e.clientY, dragging: false };
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent) => {
      const s = start.current;
      if (s === null || s.card !== card) return;
      if (!s.dragging && Math.hypot(e.clientX - s.x, e.clientY - s.y) < START_PX) return;
      s.dragging = true;
      setGhost({ card, x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (s === null || !s.dragging) return;
      setGhost(null);
      justDragged.current = true;
      setTimeout(() => (justDragged.current = false), 400);
      // The ghost is gone, so the element under the finger is the real target.
      const drop = dropAt(e.clientX, e.clientY);
      if (drop !== null) onDrop(card, drop);
    },
    onClickCapture: (e: MouseEvent) => {
      if (!justDragged.current) return;
      justDragged.current = false;
      e.stopPropagation();
    },
    onPointerCancel: () => {
      start.current = null;
      setGhost(null);
    },
  });

  const layer = ghost === null ?
    null :
    (
      <div class="drag-ghost" style={{ left: `${ghost.x}px`, top: `${ghost.y}px` }} aria-hidden="true">
        <Card code={ghost.card} />
      </div>
    );
  return { handlers, layer, dragging: ghost !== null };
}
