/**
 * The server's open moves (forms) as the table fills them: find the form of a kind, build its move
 * from a value for its one field, and a text input shaped by a text field's lengths.
 */
import type { MoveForm } from '@kozyr/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';

export const formOf = (forms: readonly MoveForm[] | undefined, kind: string): MoveForm | null =>
  forms?.find((f) => f.kind === kind) ?? null;

/** The form's move: its kind, what it fixes (the round), and `value` for its one field. */
export function formMove<M>(form: MoveForm, value: unknown): M {
  const field = Object.keys(form.fields)[0]!;
  return { kind: form.kind, ...form.fixed, [field]: value } as M;
}

/** A text field's lengths (characters), or null when the form has no text field. */
function textLimits(form: MoveForm): { min: number; max: number; } | null {
  const f = Object.values(form.fields)[0];
  return f?.type === 'text' ? { min: f.minLength, max: f.maxLength } : null;
}

const length = (s: string) => [...s].length;

/** One line of text for a form; Enter or the button sends the form's move, and the line is cleared for the next one. */
export function TextForm<M>(props: {
  form: MoveForm;
  placeholder: string;
  button: string;
  testId: string;
  send: (move: M) => void;
}): JSX.Element {
  const [text, setText] = useState('');
  const limits = textLimits(props.form);
  const trimmed = text.trim();
  const fits = limits !== null && length(trimmed) >= limits.min && length(trimmed) <= limits.max;
  const submit = (e: Event) => {
    e.preventDefault();
    if (!fits) return;
    props.send(formMove<M>(props.form, trimmed));
    setText('');
  };
  return (
    <form class="sk-text-form" onSubmit={submit}>
      <input
        type="text"
        value={text}
        maxLength={limits?.max}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        data-testid={props.testId}
        onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
      />
      <button type="submit" class="primary" disabled={!fits} data-testid={`${props.testId}-send`}>
        {props.button}
      </button>
    </form>
  );
}
