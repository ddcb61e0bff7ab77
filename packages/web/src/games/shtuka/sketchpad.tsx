/**
 * A drawing canvas in the game's canvas units (1000×1000): the lines the server holds, drawn as
 * smooth strokes by perfect-freehand, and, where the seat may draw, the line under the pen. A
 * line streams while it is drawn: it goes to the server in pieces (each piece a `stroke`,
 * starting where the last one ended) every `PIECE_MS` and at the pen's lift, so the others see it
 * grow. Undo takes back the whole last line, piece by piece.
 */
import type { Lang } from '@kozyr/engine/client';
import { getStroke } from 'perfect-freehand';
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { S, say } from './texts.ts';

export interface CanvasPoint {
  readonly x: number;
  readonly y: number;
}

/** How often a line being drawn is sent, ms: often enough to watch it grow, seldom enough for the stroke budget. */
const PIECE_MS = 400;
const PEN = { size: 14, thinning: 0.5, smoothing: 0.5, streamline: 0.5 } as const;

/** The outline perfect-freehand draws around a line, as an SVG path. */
export function strokePath(points: readonly CanvasPoint[]): string {
  const outline = getStroke(points.map((p) => [p.x, p.y]), PEN);
  if (outline.length === 0) return '';
  const [first, ...rest] = outline;
  return `M${first![0].toFixed(1)},${first![1].toFixed(1)}${rest.map(([x, y]) => `L${x.toFixed(1)},${y.toFixed(1)}`).join('')}Z`;
}

type Line = readonly CanvasPoint[];

/**
 * The lines as drawn: a piece that starts where the one before it ended continues that line, so a streamed
 * line is drawn whole (perfect-freehand thins a line's ends; pieces drawn apart would show gaps).
 */
export function joinPieces(pieces: readonly Line[]): Line[] {
  const out: CanvasPoint[][] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    const end = last?.at(-1);
    const start = piece[0];
    if (
      last !== undefined && end !== undefined && start !== undefined && end.x === start.x && end.y === start.y && piece.length > 1
    ) {
      last.push(...piece.slice(1));
    } else out.push([...piece]);
  }
  return out;
}

/** Lines only, for the round's end and for watching. */
export function Drawing(props: { lines: readonly (readonly CanvasPoint[])[]; size: number; testId?: string; }): JSX.Element {
  return (
    <svg
      class="sk-drawing"
      viewBox={`0 0 ${props.size} ${props.size}`}
      data-testid={props.testId}
      data-lines={props.lines.length}
    >
      {joinPieces(props.lines).map((l, i) => <path key={i} d={strokePath(l)} />)}
    </svg>
  );
}

export interface SketchpadProps {
  readonly lang: Lang;
  readonly lines: readonly (readonly CanvasPoint[])[];
  readonly size: number;
  /** Where the seat may draw now (the `stroke` form), the most points a piece may hold; null: watch only. */
  readonly maxPoints: number | null;
  readonly onPiece: (points: readonly CanvasPoint[]) => void;
  readonly canUndo: boolean;
  readonly canClear: boolean;
  readonly onUndo: (pieces: number) => void;
  readonly onClear: () => void;
  readonly testId: string;
}

export function Sketchpad(props: SketchpadProps): JSX.Element {
  const svg = useRef<SVGSVGElement>(null);
  const [pen, setPen] = useState<readonly CanvasPoint[]>([]);
  const live = useRef<{ id: number; points: CanvasPoint[]; sent: number; lastSend: number; pieces: number; } | null>(null);
  /** How many pieces each line this seat drew has, the latest last (undo takes a whole line back). */
  const lines = useRef<number[]>([]);
  const drawing = props.maxPoints !== null;

  const toCanvas = (e: PointerEvent): CanvasPoint => {
    const r = svg.current!.getBoundingClientRect();
    const clampTo = (v: number) => Math.round(Math.min(props.size, Math.max(0, v)));
    return {
      x: clampTo(((e.clientX - r.left) / r.width) * props.size),
      y: clampTo(((e.clientY - r.top) / r.height) * props.size),
    };
  };
  /** Send the points drawn since the last piece, each piece starting at the last point sent so the line stays whole. */
  const sendPiece = () => {
    const l = live.current;
    if (l === null || props.maxPoints === null) return;
    while (l.sent < l.points.length) {
      const start = l.sent === 0 ? 0 : l.sent - 1;
      const piece = l.points.slice(start, start + Math.max(2, props.maxPoints));
      props.onPiece(piece);
      l.pieces++;
      l.sent = start + piece.length;
    }
    l.lastSend = performance.now();
  };

  const onDown = (e: PointerEvent) => {
    if (!drawing || live.current !== null) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    const p = toCanvas(e);
    live.current = { id: e.pointerId, points: [p], sent: 0, lastSend: performance.now(), pieces: 0 };
    setPen([p]);
  };
  const onMove = (e: PointerEvent) => {
    const l = live.current;
    if (l === null || l.id !== e.pointerId) return;
    const p = toCanvas(e);
    const prev = l.points[l.points.length - 1]!;
    if (prev.x === p.x && prev.y === p.y) return;
    l.points.push(p);
    setPen([...l.points.slice(Math.max(0, l.sent - 1))]);
    if (performance.now() - l.lastSend >= PIECE_MS) sendPiece();
  };
  const onUp = (e: PointerEvent) => {
    const l = live.current;
    if (l === null || l.id !== e.pointerId) return;
    sendPiece();
    if (l.pieces > 0) lines.current.push(l.pieces);
    live.current = null;
    setPen([]);
  };
  const undo = () => props.onUndo(Math.min(props.lines.length, lines.current.pop() ?? 1));
  const clear = () => {
    lines.current = [];
    props.onClear();
  };

  return (
    <div class="sk-pad">
      <svg
        ref={svg}
        class={`sk-drawing${drawing ? ' sk-drawable' : ''}`}
        viewBox={`0 0 ${props.size} ${props.size}`}
        data-testid={props.testId}
        data-lines={props.lines.length}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
      >
        {/* The line under the pen continues the pieces already sent. */}
        {joinPieces(pen.length > 0 ? [...props.lines, pen] : props.lines).map((l, i) => <path key={i} d={strokePath(l)} />)}
      </svg>
      {drawing && (
        <div class="sk-pad-tools">
          <button type="button" disabled={!props.canUndo} onClick={undo} data-testid={`${props.testId}-undo`}>
            {say(S.undo, props.lang)}
          </button>
          <button type="button" disabled={!props.canClear} onClick={clear} data-testid={`${props.testId}-clear`}>
            {say(S.clear, props.lang)}
          </button>
        </div>
      )}
    </div>
  );
}
