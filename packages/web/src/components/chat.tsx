/** Table chat beside the table. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../i18n/index.ts';

export interface ChatLine {
  readonly from: string;
  readonly text: string;
  readonly at: number;
}

/** `notice`: a game's warning shown by the input (sending still works; the game decides what it costs). */
export function Chat(props: { lines: readonly ChatLine[]; notice?: string | null; onSend: (text: string) => Promise<void>; }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo(0, list.current.scrollHeight);
  }, [props.lines.length]);
  return (
    <aside class="card-panel chat" data-testid="chat">
      <h3>{t('chat.title')}</h3>
      <ol ref={list}>
        {props.lines.map((l, i) => (
          <li key={i}>
            <strong>{l.from}:</strong> {l.text}
          </li>
        ))}
      </ol>
      {error && <p class="error">{error}</p>}
      {props.notice && (
        <p class="chat-notice" role="status" data-testid="chat-notice">
          ⚠ {props.notice}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const msg = text.trim();
          if (msg.length === 0) return;
          props.onSend(msg).then(
            () => {
              setText('');
              setError(null);
            },
            (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
          );
        }}
      >
        <input
          value={text}
          maxLength={500}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit">{t('chat.send')}</button>
      </form>
    </aside>
  );
}
