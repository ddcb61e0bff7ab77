/**
 * The picture with zoom and pan: the wheel and a drag on a desktop, a pinch and a drag on a phone
 * (pointer events, one code path), and buttons for both. A tap that is not a drag is a click on
 * the picture, converted from the screen to picture units through the zoom and pan; the view
 * decides whether it answers. Over the picture, in picture units: the clicks of the round and, at
 * the round's end, the target's true place.
 */
import type { Lang } from '@kozyr/engine/client';
import type { Click, Reveal } from '@kozyr/engine/games/shtuka/client';
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { S, say } from './texts.ts';

export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** How far a pointer may move and still be a tap, CSS pixels. */
const TAP_PX = 8;
const MAX_ZOOM = 6;

interface Pan {
  readonly zoom: number;
  /** The picture's top-left corner inside the stage, CSS pixels. */
  readonly x: number;
  readonly y: number;
}

const WHOLE: Pan = { zoom: 1, x: 0, y: 0 };

/** Keep the zoomed picture covering the stage: no empty band at any edge. */
function clamp(p: Pan, width: number, height: number): Pan {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, p.zoom));
  return {
    zoom,
    x: Math.min(0, Math.max(width * (1 - zoom), p.x)),
    y: Math.min(0, Math.max(height * (1 - zoom), p.y)),
  };
}

/** Zoom by `factor` keeping the stage point (cx, cy) over the same spot of the picture. */
const zoomAt = (p: Pan, factor: number, cx: number, cy: number): Pan => {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, p.zoom * factor));
  const k = zoom / p.zoom;
  return { zoom, x: cx - (cx - p.x) * k, y: cy - (cy - p.y) * k };
};

export interface PictureStageProps {
  readonly lang: Lang;
  /** The picture's address, or null while the server draws it. */
  readonly src: string | null;
  /** No picture yet because the round's die is still to be rolled (the server draws it after the roll). */
  readonly beforeRoll: boolean;
  readonly background: string;
  /** The picture's coordinate space. */
  readonly width: number;
  readonly height: number;
  readonly clicks: readonly Click[];
  readonly reveal: Reveal | null;
  readonly names: readonly string[];
  /** A tap on the picture, in picture units (only while the view takes one). */
  readonly onSpot: ((spot: Spot) => void) | null;
  /** Where this viewer just clicked, until the verdict comes. */
  readonly pending: Spot | null;
}

export function PictureStage(props: PictureStageProps): JSX.Element {
  const stage = useRef<HTMLDivElement>(null);
  const [pan, setPan] = useState<Pan>(WHOLE);
  /** A picture address the server no longer (or never) served. */
  const [failed, setFailed] = useState<string | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number; }>());
  const gesture = useRef<{ moved: boolean; startX: number; startY: number; } | null>(null);

  const box = () => stage.current?.getBoundingClientRect() ?? new DOMRect();
  const update = (f: (p: Pan) => Pan) => {
    const r = box();
    setPan((p) => clamp(f(p), r.width, r.height));
  };
  /** The picture spot under a screen point: stage pixels, less the pan, over the zoom, in picture units. */
  const toPicture = (clientX: number, clientY: number): Spot => {
    const r = box();
    const x = ((clientX - r.left - pan.x) / pan.zoom / r.width) * props.width;
    const y = ((clientY - r.top - pan.y) / pan.zoom / r.height) * props.height;
    return { x: Math.round(Math.min(props.width, Math.max(0, x))), y: Math.round(Math.min(props.height, Math.max(0, y))) };
  };

  const onDown = (e: PointerEvent) => {
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) gesture.current = { moved: false, startX: e.clientX, startY: e.clientY };
    else if (gesture.current !== null) gesture.current.moved = true;
  };
  const onMove = (e: PointerEvent) => {
    const last = pointers.current.get(e.pointerId);
    if (last === undefined) return;
    const g = gesture.current;
    if (g !== null && Math.hypot(e.clientX - g.startX, e.clientY - g.startY) > TAP_PX) g.moved = true;
    const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    const r = box();
    if (others.length === 0) {
      update((p) => ({ ...p, x: p.x + e.clientX - last.x, y: p.y + e.clientY - last.y }));
    } else {
      // A pinch: the distance to the other finger scales, the midpoint pans.
      const o = others[0]!;
      const before = Math.hypot(last.x - o.x, last.y - o.y);
      const after = Math.hypot(e.clientX - o.x, e.clientY - o.y);
      const cx = (e.clientX + o.x) / 2 - r.left;
      const cy = (e.clientY + o.y) / 2 - r.top;
      const dx = (e.clientX - last.x) / 2;
      const dy = (e.clientY - last.y) / 2;
      if (before > 0) update((p) => zoomAt({ ...p, x: p.x + dx, y: p.y + dy }, after / before, cx, cy));
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onUp = (e: PointerEvent) => {
    const had = pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (pointers.current.size === 0) gesture.current = null;
    if (had && g !== null && !g.moved && pointers.current.size === 0 && props.onSpot !== null) {
      props.onSpot(toPicture(e.clientX, e.clientY));
    }
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const r = box();
    update((p) => zoomAt(p, Math.exp(-e.deltaY / 400), e.clientX - r.left, e.clientY - r.top));
  };
  const button = (factor: number) => {
    const r = box();
    update((p) => zoomAt(p, factor, r.width / 2, r.height / 2));
  };

  const { width, height, reveal } = props;
  const dot = Math.max(width, height) / 80;
  return (
    <div class="sk-stage-wrap">
      <div
        ref={stage}
        class={`sk-stage${props.onSpot === null ? '' : ' sk-aiming'}`}
        style={{ aspectRatio: `${width} / ${height}`, background: props.background }}
        data-testid="sk-stage"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onWheel={onWheel}
      >
        <div
          class="sk-world"
          data-testid="sk-picture"
          data-zoom={pan.zoom.toFixed(2)}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${pan.zoom})` }}
        >
          {props.src === null || failed === props.src ?
            (
              <div class="sk-placeholder" data-testid="sk-picture-loading">
                {say(
                  props.src !== null ? S.pictureUnavailable : props.beforeRoll ? S.pictureAfterRoll : S.pictureLoading,
                  props.lang,
                )}
              </div>
            ) :
            <img src={props.src} alt="" draggable={false} data-testid="sk-picture-img" onError={() => setFailed(props.src)} />}
          <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
            {reveal !== null && (
              <circle
                class="sk-target"
                data-testid="sk-target"
                cx={reveal.target.x}
                cy={reveal.target.y}
                r={reveal.target.size * 0.75}
              />
            )}
            {props.clicks.map((c, i) =>
              c.spot === null ? null : (
                <g key={i} class={c.right ? 'sk-click sk-right' : 'sk-click sk-wrong'}>
                  <circle cx={c.spot.x} cy={c.spot.y} r={dot} />
                  {/* A name near the right edge is written to the left of its dot, so it stays on the picture. */}
                  <text
                    x={c.spot.x > width * 0.8 ? c.spot.x - dot * 1.3 : c.spot.x + dot * 1.3}
                    y={c.spot.y + dot / 2}
                    font-size={dot * 2}
                    text-anchor={c.spot.x > width * 0.8 ? 'end' : 'start'}
                  >
                    {props.names[c.seat]}
                  </text>
                </g>
              )
            )}
            {props.pending !== null && <circle class="sk-pending" cx={props.pending.x} cy={props.pending.y} r={dot} />}
          </svg>
        </div>
      </div>
      <div class="sk-zoom">
        <button type="button" onClick={() => button(1.5)} aria-label={say(S.zoomIn, props.lang)} data-testid="sk-zoom-in">
          +
        </button>
        <button type="button" onClick={() => button(1 / 1.5)} aria-label={say(S.zoomOut, props.lang)} data-testid="sk-zoom-out">
          −
        </button>
        <button type="button" onClick={() => setPan(WHOLE)} aria-label={say(S.zoomReset, props.lang)} data-testid="sk-zoom-reset">
          ⤢
        </button>
      </div>
    </div>
  );
}
