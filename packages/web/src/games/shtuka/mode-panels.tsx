/**
 * What the explainer and the searchers do in each mode besides searching: Shtuka mode's lines (with
 * challenges and the vote), Gestures' pictograms, Yes–No's questions and answers, the Drawing
 * canvas and Eyewitness' sketches. Every control comes from the server's legal moves and forms.
 */
import type { Lang, Text } from '@kozyr/engine/client';
import type { ShtukaMove as Move, ShtukaView as View } from '@kozyr/engine/games/shtuka/client';
import type { MoveForm } from '@kozyr/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { formMove, formOf, TextForm } from './forms.tsx';
import { Drawing, Sketchpad } from './sketchpad.tsx';
import { S, say, TOPIC_QUESTION } from './texts.ts';

export interface PanelProps {
  readonly view: View;
  readonly legal: readonly Move[];
  readonly forms: readonly MoveForm[];
  readonly seat: number | null;
  readonly names: readonly string[];
  readonly lang: Lang;
  readonly send: (move: Move) => void;
}

const legalOf = <K extends Move['kind']>(legal: readonly Move[], kind: K): Extract<Move, { kind: K; }>[] =>
  legal.filter((m): m is Extract<Move, { kind: K; }> => m.kind === kind);

/** Shtuka mode and Gestures: the explainer's lines, a challenge for each one a searcher may challenge, the vote. */
export function LinesPanel(p: PanelProps): JSX.Element {
  const v = p.view;
  const challenges = new Set(legalOf(p.legal, 'challenge').map((m) => m.line));
  return (
    <div class="sk-lines" data-testid="sk-lines">
      <ol>
        {v.lines.map((line, i) => (
          <li key={i} class={v.mode === 'gestures' ? 'sk-gesture' : ''} data-testid={`sk-line-${i}`}>
            <span>{line}</span>
            {challenges.has(i) && (
              <button
                type="button"
                onClick={() => p.send({ kind: 'challenge', line: i })}
                data-testid={`sk-challenge-${i}`}
              >
                {say(S.challenge, p.lang)}
              </button>
            )}
          </li>
        ))}
      </ol>
      {v.vote !== null && <VotePanel {...p} />}
      <FormText {...p} kind="line" hint={S.say} button={S.send} testId="sk-line-input" />
      {formOf(p.forms, 'gesture') !== null && <GesturePicker {...p} form={formOf(p.forms, 'gesture')!} />}
    </div>
  );
}

function VotePanel(p: PanelProps): JSX.Element {
  const vote = p.view.vote!;
  const yes = vote.votes.filter((x) => x === true).length;
  const no = vote.votes.filter((x) => x === false).length;
  const may = legalOf(p.legal, 'vote');
  return (
    <div class="sk-vote" data-testid="sk-vote">
      <p>{say(S.challenged, p.lang, { line: p.view.lines[vote.line] ?? '' })}</p>
      <p>{say(S.votes, p.lang, { yes, no })}</p>
      {may.map((m) => (
        <button
          key={String(m.upheld)}
          type="button"
          onClick={() => p.send(m)}
          data-testid={`sk-vote-${m.upheld ? 'yes' : 'no'}`}
        >
          {say(m.upheld ? S.upheld : S.rejected, p.lang)}
        </button>
      ))}
    </div>
  );
}

/** A line of text for the form of `kind`, when the server offers one. */
function FormText(p: PanelProps & { kind: string; hint: Text; button: Text; testId: string; }): JSX.Element | null {
  const form = formOf(p.forms, p.kind);
  if (form === null) return null;
  return (
    <TextForm
      form={form}
      placeholder={say(p.hint, p.lang)}
      button={say(p.button, p.lang)}
      testId={p.testId}
      send={p.send}
    />
  );
}

/** Pictograms only: no letter, no digit can be typed, so nothing is offered but pictures. */
const PICTOGRAMS = [
  ...'👆👇👈👉👋👐🙌👏🤏✋👀👃👂👄🦶💪🫳🫴🔄🔁⬆⬇⬅➡↗↘🔺🔻⭕❌❓❗➕➖🟥🟧🟨🟩🟦🟪🟫⬛⬜🌊🔥❄💧⚡🌙☀🍽🏠🚗🎵💤😋🥶🥵😱😴🤔',
];

function GesturePicker(p: PanelProps & { form: MoveForm; }): JSX.Element {
  const [picked, setPicked] = useState<readonly string[]>([]);
  const field = Object.values(p.form.fields)[0];
  const max = field?.type === 'text' ? field.maxLength : 16;
  // The limit counts characters (code points), as the server does.
  const add = (g: string) => setPicked((old) => ([...[...old, g].join('')].length <= max ? [...old, g] : old));
  return (
    <div class="sk-picker" data-testid="sk-gestures">
      <p>{say(S.gesturePick, p.lang)}</p>
      <div class="sk-picker-grid">
        {PICTOGRAMS.map((g, i) => (
          <button key={g} type="button" onClick={() => add(g)} data-testid={`sk-pictogram-${i}`}>
            {g}
          </button>
        ))}
      </div>
      <div class="sk-picker-line">
        <span class="sk-gesture" data-testid="sk-gesture-draft">{picked.join('')}</span>
        <button type="button" disabled={picked.length === 0} onClick={() => setPicked((o) => o.slice(0, -1))}>
          ⌫
        </button>
        <button
          type="button"
          class="primary"
          disabled={picked.length === 0}
          data-testid="sk-gesture-send"
          onClick={() => {
            p.send(formMove(p.form, picked.join('')));
            setPicked([]);
          }}
        >
          {say(S.gestureSend, p.lang)}
        </button>
      </div>
    </div>
  );
}

/** Yes–No: every question with its answer; the menu and a free question for a searcher; Yes and No for the explainer. */
export function YesNoPanel(p: PanelProps): JSX.Element {
  const v = p.view;
  const asks = legalOf(p.legal, 'ask');
  const answers = p.legal.filter((m) => m.kind === 'yes' || m.kind === 'no');
  const open = v.questions.find((q) => q.answer === null);
  const asked = (q: View['questions'][number]) => (q.topic === null ? q.text ?? '' : say(TOPIC_QUESTION[q.topic], p.lang));
  return (
    <div class="sk-yesno" data-testid="sk-yesno">
      <ol>
        {v.questions.map((q, i) => (
          <li key={i} data-testid={`sk-question-${i}`} data-answer={q.answer === null ? 'open' : String(q.answer)}>
            <b>{p.names[q.seat]}:</b> {asked(q)}{' '}
            <strong>{q.answer === null ? `… ${say(S.waiting, p.lang)}` : say(q.answer ? S.yes : S.no, p.lang)}</strong>
          </li>
        ))}
      </ol>
      {answers.length > 0 && open !== undefined && (
        <div class="sk-answer">
          <p>{say(S.answerThis, p.lang, { name: p.names[open.seat] ?? '', q: asked(open) })}</p>
          {answers.map((m) => (
            <button
              key={m.kind}
              type="button"
              class="primary sk-big"
              onClick={() => p.send(m)}
              data-testid={`sk-${m.kind}`}
            >
              {say(m.kind === 'yes' ? S.yes : S.no, p.lang)}
            </button>
          ))}
        </div>
      )}
      {asks.length > 0 && <AskMenu {...p} asks={asks} />}
      <FormText {...p} kind="question" hint={S.askOwn} button={S.ask} testId="sk-question-input" />
    </div>
  );
}

/** The menu of questions every item answers (a trait, a colour), as compact as a phone needs: one list and a button. */
function AskMenu(p: PanelProps & { asks: readonly Extract<Move, { kind: 'ask'; }>[]; }): JSX.Element {
  const [topic, setTopic] = useState(p.asks[0]!.topic);
  const chosen = p.asks.find((m) => m.topic === topic) ?? p.asks[0]!;
  return (
    <div class="sk-menu">
      <select
        value={chosen.topic}
        aria-label={say(S.ask, p.lang)}
        data-testid="sk-ask-menu"
        onChange={(e) => setTopic((e.currentTarget as HTMLSelectElement).value as typeof topic)}
      >
        {p.asks.map((m) => <option key={m.topic} value={m.topic}>{say(TOPIC_QUESTION[m.topic], p.lang)}</option>)}
      </select>
      <button type="button" class="primary" onClick={() => p.send(chosen)} data-testid="sk-ask">
        {say(S.ask, p.lang)}
      </button>
    </div>
  );
}

/** Drawing: the shared canvas, drawn by the explainer and watched by everyone. */
export function DrawingPanel(p: PanelProps): JSX.Element {
  const stroke = formOf(p.forms, 'stroke');
  const explaining = p.seat === p.view.explainer;
  return (
    <div class="sk-drawing-panel">
      {explaining && <p>{say(S.drawHere, p.lang)}</p>}
      <Canvas {...p} form={explaining ? stroke : null} lines={p.view.drawing.map((s) => s.points)} testId="sk-canvas" />
    </div>
  );
}

/** Eyewitness: the explainer mimes and calls «Старт!»; each searcher sketches on a canvas only they see, kept to search by. */
export function EyewitnessPanel(p: PanelProps): JSX.Element {
  const v = p.view;
  const start = p.legal.find((m) => m.kind === 'start');
  const counts = v.sketchCounts
    .map((n, seat) => (seat === v.explainer ? null : `${p.names[seat]} ${n}`))
    .filter((x) => x !== null)
    .join(', ');
  if (p.seat === v.explainer) {
    return (
      <div class="sk-eyewitness">
        {v.phase === 'sketch' && <p>{say(S.mime, p.lang)}</p>}
        <p data-testid="sk-sketch-counts">{say(S.sketches, p.lang, { list: counts })}</p>
        {start !== undefined && (
          <button type="button" class="primary sk-big" onClick={() => p.send(start)} data-testid="sk-start">
            {say(S.start, p.lang)}
          </button>
        )}
      </div>
    );
  }
  const stroke = v.phase === 'sketch' ? formOf(p.forms, 'stroke') : null;
  return (
    <div class="sk-eyewitness">
      <p>{v.phase === 'sketch' ? say(S.sketchNow, p.lang) : say(S.yourSketch, p.lang)}</p>
      <Canvas {...p} form={stroke} lines={v.mySketch.map((s) => s.points)} testId="sk-sketch" />
    </div>
  );
}

function Canvas(
  p: PanelProps & { form: MoveForm | null; lines: readonly (readonly { x: number; y: number; }[])[]; testId: string; },
) {
  const field = p.form === null ? undefined : Object.values(p.form.fields)[0];
  const maxPoints = field?.type === 'stroke' ? field.maxPoints : null;
  if (maxPoints === null) return <Drawing lines={p.lines} size={p.view.canvas.width} testId={p.testId} />;
  const form = p.form!;
  return (
    <Sketchpad
      lang={p.lang}
      lines={p.lines}
      size={p.view.canvas.width}
      maxPoints={maxPoints}
      onPiece={(points) => p.send(formMove(form, points))}
      canUndo={p.legal.some((m) => m.kind === 'undo')}
      canClear={p.legal.some((m) => m.kind === 'clear')}
      onUndo={(n) => {
        for (let i = 0; i < n; i++) p.send({ kind: 'undo' });
      }}
      onClear={() => p.send({ kind: 'clear' })}
      testId={p.testId}
    />
  );
}
