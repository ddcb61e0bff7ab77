/**
 * Create a tournament: the game and its table settings (the create-table form's controls), the formats that
 * suit the game under those settings (the server's `tournament.formats`, each with its defaults), the chosen
 * format's settings, when it starts (once N have joined, or at a time), the bots that fill the field and their
 * level, whether guests may register, and the turn timer every table must have. Only the format settings the
 * organiser changed are sent: the server fills the rest (a points list follows the table size then).
 * Validation stays on the server; its refusal is shown as is.
 */
import type { ConfigValue } from '@kozyr/engine/client';
import { useEffect, useState } from 'preact/hooks';
import { NumberInput, SettingGroups } from '../../components/config-form.tsx';
import { defaultLevel, type Level, levelsOf } from '../../games/bot-levels.ts';
import { defaultValues, type GameInfo } from '../../games/catalogue.ts';
import { BOT_LEVEL_TEXTS } from '../../i18n/bot-level-texts.ts';
import { say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { TT } from '../../i18n/tournament-texts.ts';
import { conn, gamesStore } from '../../net/club.ts';
import { reasonOf } from '../../net/errors.ts';
import { useStore } from '../../net/store.ts';
import type { TournamentView } from '../../net/tournaments.ts';
import { flatten, type FlatValue, formatName, isDuration, MINUTE_MS, settingName } from './settings.ts';

interface FormatOffer {
  readonly format: string;
  readonly defaults: Readonly<Record<string, unknown>>;
}

/** The game a new form starts with: one whose hands are scored, so every format is on offer. */
const FIRST_GAME = 'uno';
const DEFAULT_TURN_SECONDS = 30;
const DEFAULT_FIELD = 4;
/** A start time ten minutes ahead, as a `datetime-local` value (local time, to the minute). */
function soon(): string {
  const d = new Date(Date.now() + 10 * MINUTE_MS);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

/** The formats that suit the game under these table settings, read again whenever they change. */
function useFormats(
  game: string,
  tableConfig: Record<string, ConfigValue>,
): { offers: readonly FormatOffer[] | null; error: unknown; } {
  const [offers, setOffers] = useState<readonly FormatOffer[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const key = JSON.stringify(tableConfig);
  useEffect(() => {
    let live = true;
    conn.request<FormatOffer[]>({ type: 'tournament.formats', game, tableConfig }).then(
      (o) => {
        if (!live) return;
        setError(null);
        setOffers(o);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [game, key]);
  return { offers, error };
}

/** One format setting: a number, a yes/no, or a list of numbers ("4, 2, 0"). */
function FormatField(props: { name: string; value: FlatValue; onChange: (v: FlatValue) => void; }) {
  const { lang } = useI18n();
  const { name, value } = props;
  const id = `tset-${name}`;
  if (typeof value === 'boolean') {
    return <Check name={name} label={settingName(name, lang)} checked={value} onChange={props.onChange} />;
  }
  if (typeof value !== 'number') {
    return (
      <div class="form-row">
        <label for={id}>{settingName(name, lang)}</label>
        <input
          id={id}
          name={name}
          value={value.join(', ')}
          onChange={(e) =>
            props.onChange((e.currentTarget as HTMLInputElement).value.split(/[\s,/]+/).filter(Boolean).map(Number))}
        />
      </div>
    );
  }
  const scale = isDuration(name) ? MINUTE_MS : 1;
  return (
    <NumberRow
      id={id}
      name={name}
      label={settingName(name, lang)}
      value={value / scale}
      onChange={(n) => props.onChange(n * scale)}
    />
  );
}

function Check(props: { name: string; label: string; checked: boolean; onChange: (on: boolean) => void; }) {
  return (
    <label class="tourn-radio">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(e) => props.onChange((e.currentTarget as HTMLInputElement).checked)}
      />{' '}
      {props.label}
    </label>
  );
}

function NumberRow(
  props: { id: string; name?: string; label: string; value: number; min?: number; max?: number; onChange: (n: number) => void; },
) {
  return (
    <div class="form-row">
      <label for={props.id}>{props.label}</label>
      <NumberInput
        id={props.id}
        name={props.name ?? props.id}
        min={props.min}
        max={props.max}
        value={String(props.value)}
        onCommit={(raw) => props.onChange(Number(raw))}
      />
    </div>
  );
}

/** A labelled choice among named values. */
function SelectRow(
  props: {
    id: string;
    name: string;
    label: string;
    value: string;
    options: readonly { readonly value: string; readonly label: string; }[];
    onChange: (value: string) => void;
  },
) {
  return (
    <div class="form-row">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}
      >
        {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

function GameForm(
  props: {
    game: GameInfo;
    games: readonly GameInfo[];
    onGame: (id: string) => void;
    onCreated: (v: TournamentView) => void;
    onCancel: () => void;
  },
) {
  const { t, lang, pick } = useI18n();
  const { game } = props;
  const [tableConfig, setTableConfig] = useState(() => defaultValues(game.configSchema));
  const { offers, error: formatsError } = useFormats(game.id, tableConfig);
  const [format, setFormat] = useState<string | null>(null);
  const [changed, setChanged] = useState<Record<string, FlatValue>>({});
  const [title, setTitle] = useState('');
  const [byCount, setByCount] = useState(true);
  const [joined, setJoined] = useState(DEFAULT_FIELD);
  const [startAt, setStartAt] = useState(soon);
  const [fillTo, setFillTo] = useState(DEFAULT_FIELD);
  const [level, setLevel] = useState<Level | undefined>(() => defaultLevel(game));
  const levels = levelsOf(game);
  // The level chosen, or this game's default where it has not that one; none where the game lists no levels.
  const botLevel = levels.find((l) => l.level === level) ?? levels.find((l) => l.level === defaultLevel(game));
  const [guests, setGuests] = useState(false);
  const [register, setRegister] = useState(true);
  const [turnSeconds, setTurnSeconds] = useState(DEFAULT_TURN_SECONDS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const offer = offers?.find((o) => o.format === format) ?? offers?.[0];
  const shown = offer === undefined ? {} : { ...flatten(offer.defaults), ...changed };
  const submit = async (e: Event) => {
    e.preventDefault();
    if (offer === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const view = await conn.request<TournamentView>({
        type: 'tournament.create',
        game: game.id,
        format: offer.format,
        ...(title.trim() === '' ? {} : { title: title.trim() }),
        settings: changed,
        tableConfig,
        turnSeconds,
        ...(botLevel === undefined ? {} : { bot: botLevel.bot }),
        fillTo,
        ...(byCount ? { startWhenJoined: joined } : { startAt: new Date(startAt).getTime() }),
        guests,
        register,
      });
      props.onCreated(view);
    } catch (err) {
      setError(reasonOf(err, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="config-form card-panel tourn-form" data-testid="create-tournament-form" onSubmit={submit}>
      <h3>{say(TT.create, lang)}</h3>
      <SelectRow
        id="tourn-game"
        name="game"
        label={say(TT.game, lang)}
        value={game.id}
        options={props.games.map((g) => ({ value: g.id, label: pick(g.title) }))}
        onChange={props.onGame}
      />
      <div class="form-row">
        <label for="tourn-title">{say(TT.title, lang)}</label>
        <input
          id="tourn-title"
          name="title"
          maxLength={80}
          value={title}
          onInput={(e) => setTitle((e.currentTarget as HTMLInputElement).value)}
        />
      </div>
      <details class="form-group" data-testid="tournament-table-settings">
        <summary>
          <span class="group-title">{say(TT.tableSettings, lang)}</span>
        </summary>
        <SettingGroups game={game} values={tableConfig} onChange={(key, v) => setTableConfig((c) => ({ ...c, [key]: v }))} />
      </details>
      {formatsError !== null && <p class="error" role="alert">{reasonOf(formatsError, lang)}</p>}
      {offers !== null && offers.length === 0 && <p class="error">{say(TT.noFormats, lang)}</p>}
      {offer !== undefined && (
        <>
          <div class="form-row">
            <label for="tourn-format">{say(TT.format, lang)}</label>
            <select
              id="tourn-format"
              name="format"
              value={offer.format}
              onChange={(e) => {
                setFormat((e.currentTarget as HTMLSelectElement).value);
                setChanged({});
              }}
            >
              {offers?.map((o) => <option key={o.format} value={o.format}>{formatName(o.format, lang)}</option>)}
            </select>
          </div>
          <fieldset class="form-group" data-testid="format-settings">
            <legend>{say(TT.formatSettings, lang)}</legend>
            {Object.entries(shown).map(([name, value]) => (
              <FormatField
                key={name}
                name={name}
                value={value}
                onChange={(v) => setChanged((c) => ({ ...c, [name]: v }))}
              />
            ))}
          </fieldset>
        </>
      )}
      <fieldset class="form-group">
        <legend>{say(TT.start, lang)}</legend>
        <label class="tourn-radio">
          <input type="radio" name="start" value="joined" checked={byCount} onChange={() => setByCount(true)} />{' '}
          {say(TT.startWhenJoined, lang)}
        </label>
        <label class="tourn-radio">
          <input type="radio" name="start" value="at" checked={!byCount} onChange={() => setByCount(false)} />{' '}
          {say(TT.startAt, lang)}
        </label>
        {byCount ?
          (
            <NumberRow
              id="tourn-joined"
              label={say(TT.joinedCount, lang)}
              value={joined}
              min={1}
              max={256}
              onChange={setJoined}
            />
          ) :
          (
            <div class="form-row">
              <label for="tourn-start-at">{say(TT.startTime, lang)}</label>
              <input
                id="tourn-start-at"
                name="startAt"
                type="datetime-local"
                value={startAt}
                onChange={(e) => setStartAt((e.currentTarget as HTMLInputElement).value)}
              />
            </div>
          )}
      </fieldset>
      <fieldset class="form-group">
        <NumberRow id="tourn-fill" label={say(TT.fillTo, lang)} value={fillTo} min={0} max={256} onChange={setFillTo} />
        {botLevel !== undefined && levels.length > 1 && (
          <SelectRow
            id="tourn-bot"
            name="bot"
            label={say(TT.bot, lang)}
            value={botLevel.level}
            options={levels.map((l) => ({ value: l.level, label: BOT_LEVEL_TEXTS[l.level][lang] }))}
            onChange={(v) => setLevel(v as Level)}
          />
        )}
        <NumberRow
          id="tourn-turn"
          label={t('form.turnSeconds')}
          value={turnSeconds}
          min={1}
          max={600}
          onChange={setTurnSeconds}
        />
        <p class="hint">{say(TT.timerRequired, lang)}</p>
        <Check name="guests" label={say(TT.guests, lang)} checked={guests} onChange={setGuests} />
        <Check name="register" label={say(TT.joinNow, lang)} checked={register} onChange={setRegister} />
      </fieldset>
      {error !== null && <p class="error" role="alert" data-testid="create-tournament-error">{error}</p>}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={busy || offer === undefined} data-testid="create-tournament">
          {t('form.create')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

export function CreateTournamentForm(props: { onCreated: (v: TournamentView) => void; onCancel: () => void; }) {
  const { t } = useI18n();
  const games = useStore(gamesStore);
  const [gameId, setGameId] = useState(FIRST_GAME);
  if (games === null) return <p>{t('common.loading')}</p>;
  const game = games.find((g) => g.id === gameId) ?? games[0];
  if (game === undefined) return null;
  // A new game starts the form's table and format settings afresh (its own schema and formats).
  return (
    <GameForm key={game.id} game={game} games={games} onGame={setGameId} onCreated={props.onCreated} onCancel={props.onCancel} />
  );
}
