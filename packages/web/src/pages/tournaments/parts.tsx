/**
 * Pieces a tournament shows wherever it appears (a list's card, its own page): who an entrant is, when it
 * starts, what it is (game, format, settings, timer, bots, guests), the round's clock, and the button to
 * register or leave.
 */
import type { Lang } from '@kozyr/engine/client';
import { useEffect, useState } from 'preact/hooks';
import { levelOfBot } from '../../games/bot-levels.ts';
import { BOT_LEVEL_TEXTS } from '../../i18n/bot-level-texts.ts';
import { PLAYER_TEXTS, say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { TT } from '../../i18n/tournament-texts.ts';
import { clockSkew, gamesStore, userStore } from '../../net/club.ts';
import { reasonOf } from '../../net/errors.ts';
import { useStore } from '../../net/store.ts';
import { enter, isEntrant, type TournamentView } from '../../net/tournaments.ts';
import { formatName, settingsLine } from './settings.ts';

type Entrant = TournamentView['entrants'][number];

/** A bot entrant is `bot-<n>`: shown as the club's "Bot n". */
export function entrantName(e: Pick<Entrant, 'id' | 'kind' | 'name'>, lang: Lang): string {
  if (e.kind !== 'bot') return e.name;
  const n = /^bot-(\d+)$/.exec(e.id)?.[1];
  return n === undefined ? e.name : say(PLAYER_TEXTS.bot, lang, { n });
}

export function dateTime(at: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(at);
}

/** "Starts 12.05, 18:00" or "Starts when 8 have joined". */
export function startLine(view: TournamentView, lang: Lang): string {
  const when = view.settings.startWhenJoined;
  if (when !== null) return say(TT.startsWhen, lang, { count: when });
  return view.startsAt === null ? '' : say(TT.startsAt, lang, { time: dateTime(view.startsAt, lang) });
}

/** The game's title from the catalogue (its id until the catalogue is in). */
export function useGameTitle(): (game: string) => string {
  const games = useStore(gamesStore);
  const { pick } = useI18n();
  return (game) => pick(games?.find((g) => g.id === game)?.title, game);
}

/** Game · format, then the format's settings, then the timer, the bots and who may register. */
export function TournamentFacts(props: { view: TournamentView; }) {
  const { t, lang } = useI18n();
  const title = useGameTitle();
  const v = props.view;
  const yesNo = (b: boolean) => (b ? t('form.yes') : t('form.no'));
  const s = v.settings;
  return (
    <div class="tourn-facts">
      <p class="tourn-kind">
        <strong>{title(v.game)}</strong> · {formatName(v.format, lang)}
      </p>
      <p class="tourn-settings" data-testid="tournament-settings">{settingsLine(v.config, lang, yesNo)}</p>
      <p class="tourn-settings">
        {say(TT.timerNote, lang, { count: s.turnSeconds })} ·{' '}
        {say(TT.botsNote, lang, { count: s.fillTo, bot: botWord(s.bot, lang) })} ·{' '}
        {say(s.guests ? TT.guestsNote : TT.accountsOnly, lang)}
      </p>
    </div>
  );
}

/** The bot that fills the field, by its level where it plays one ("normal"), else by its id. */
function botWord(bot: string, lang: Lang): string {
  const level = levelOfBot(bot);
  return level === null ? bot : BOT_LEVEL_TEXTS[level][lang];
}

function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The round's clock: how long it has run (the arena: how long is left), ticking by the server's time. */
export function RoundClock(props: { view: TournamentView; }) {
  const { lang } = useI18n();
  const skew = useStore(clockSkew);
  const [now, setNow] = useState(() => Date.now());
  const from = props.view.roundStartedAt;
  useEffect(() => {
    if (from === null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [from]);
  if (from === null) return null;
  const serverNow = now + skew;
  const duration = props.view.config['durationMs'];
  const text = props.view.format === 'arena' && typeof duration === 'number' ?
    say(TT.arenaLeft, lang, { time: clock(from + duration - serverNow) }) :
    say(TT.roundClock, lang, { time: clock(serverNow - from) });
  return <span class="tourn-clock" data-testid="round-clock">{text}</span>;
}

/** Register (or leave) while registration is open; a refusal is shown as the server put it, in the UI language. */
export function EnterButton(props: { view: TournamentView; onDone: (v: TournamentView) => void; }) {
  const { lang } = useI18n();
  const me = useStore(userStore);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const v = props.view;
  if (v.status === 'finished') return null;
  const inIt = isEntrant(v, me?.id);
  // Once it runs only an entrant may act (leave); Swiss with late join is still open to registration then.
  if (v.status === 'running' && !inIt && v.config['lateJoin'] !== true) return null;
  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      props.onDone(await enter(v.id, inIt ? 'leave' : 'register'));
    } catch (e) {
      setError(reasonOf(e, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span class="tourn-enter">
      {inIt && <span class="tourn-badge" data-testid="registered">{say(TT.registered, lang)}</span>}
      <button
        type="button"
        class={inIt ? '' : 'primary'}
        disabled={busy}
        data-testid={inIt ? 'tournament-leave' : 'tournament-register'}
        onClick={act}
      >
        {say(inIt ? TT.leave : TT.register, lang)}
      </button>
      {error !== null && <span class="error" role="alert">{error}</span>}
    </span>
  );
}
