/**
 * Giving the seat up during a game (the server's `table.forfeit`): a button in
 * the table's header, a confirmation that says what it costs (a bot takes the
 * seat, the leaver places last), then back to the lobby. The other players are
 * told who left: a seat's info row turns `left` while they watch.
 */
import type { TableInfo } from '@kozyr/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { say } from '../i18n/club-texts.ts';
import { FORFEIT_TEXTS } from '../i18n/forfeit-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { shownName } from '../i18n/players.ts';
import { conn } from '../net/club.ts';
import { navigate } from '../router.ts';

/** How long the others' notice stays up (read at leisure, as a refusal is). */
export const LEFT_NOTE_MS = 10_000;

export function ForfeitControl(props: { table: string; act: (f: () => Promise<unknown>) => void; }) {
  const { lang } = useI18n();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    setAsking(false);
    props.act(() => conn.request({ type: 'table.forfeit', table: props.table }).then(() => navigate({ page: 'lobby' })));
  };
  return (
    <>
      <button type="button" data-testid="forfeit" onClick={() => setAsking(true)}>
        {say(FORFEIT_TEXTS.button, lang)}
      </button>
      {asking && (
        <div class="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && setAsking(false)}>
          <div
            class="dialog card-panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby="forfeit-question"
            data-testid="forfeit-dialog"
            onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}
          >
            <p id="forfeit-question">{say(FORFEIT_TEXTS.question, lang)}</p>
            <div class="dialog-buttons">
              <button type="button" class="primary" data-testid="forfeit-stay" autoFocus onClick={() => setAsking(false)}>
                {say(FORFEIT_TEXTS.stay, lang)}
              </button>
              <button type="button" class="danger" data-testid="forfeit-confirm" onClick={leave}>
                {say(FORFEIT_TEXTS.confirm, lang)}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/** The seats given up so far at a table. */
const leftSeats = (info: TableInfo): number[] =>
  info.players.flatMap((p, s) => (p?.kind === 'human' && p.left === true ? [s] : []));

/**
 * "X left the game; a bot plays the seat" when a seat is given up while this page watches (a seat given up
 * before the page opened is shown by its badge alone), for every seat but the viewer's own.
 */
export function useLeftNotice(info: TableInfo | null, seat: number | null): string | null {
  const { lang } = useI18n();
  const seen = useRef<{ table: string; left: ReadonlySet<number>; } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (info === null) return;
    const left = leftSeats(info);
    const before = seen.current;
    seen.current = { table: info.table, left: new Set(left) };
    if (before === null || before.table !== info.table) return;
    const fresh = left.filter((s) => !before.left.has(s) && s !== seat);
    if (fresh.length === 0) return;
    setNote(fresh.map((s) => say(FORFEIT_TEXTS.left, lang, { name: shownName(info.players[s], s, lang) })).join(' · '));
  }, [info]);
  useEffect(() => {
    if (note === null) return;
    const id = setTimeout(() => setNote(null), LEFT_NOTE_MS);
    return () => clearTimeout(id);
  }, [note]);
  return note;
}
