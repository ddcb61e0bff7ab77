/**
 * The create-table form, generated from a game's config schema: one control
 * per setting with every allowed value (the default marked; a number field for
 * a wide int range), settings under folding headings when the schema gives
 * them a `group` (Thousand: the seed's six agreement groups), seats and bots
 * (each bot seat at a level the game has), and a live summary of the chosen variant. Validation stays on the server
 * (the game's parseConfig); its refusal is shown as is.
 */
import type { ConfigValue, Setting } from '@kozyr/engine/client';
import { useState } from 'preact/hooks';
import { defaultLevel, type Level, levelsOf } from '../games/bot-levels.ts';
import { allowedValues, coerce, defaultValues, type GameInfo, settingLabel, valueLabel } from '../games/catalogue.ts';
import { summarize } from '../games/variant-summary.ts';
import { BOT_LEVEL_TEXTS, levelField } from '../i18n/bot-level-texts.ts';
import { useI18n } from '../i18n/index.ts';
import {
  changedCount,
  groupLabel,
  groupSettings,
  hasTurnTimer,
  initialSeats,
  isWideInt,
  parseIntField,
} from './config-groups.ts';

/** Seconds per move offered in the form; 0 = no turn timer. */
export const TURN_SECONDS = [0, 15, 30, 60, 120] as const;

export interface CreateRequest {
  readonly seats: number;
  /** One entry per bot seat: the bot id of its level, or undefined for the server's choice (a game with no levels). */
  readonly bots: readonly (string | undefined)[];
  readonly turnSeconds: number;
  readonly config: Record<string, ConfigValue>;
}

/**
 * A number field whose typing stays its own until it is committed (Enter, leaving the field): a render
 * meanwhile (an answer from the server arriving) must not put the old value back under the player's
 * fingers, as a field bound to its value alone would. `onCommit` gets the text as typed.
 */
export function NumberInput(
  props: {
    id: string;
    name: string;
    value: string;
    min?: number | undefined;
    max?: number | undefined;
    onCommit: (raw: string) => void;
  },
) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <input
      id={props.id}
      name={props.name}
      type="number"
      inputMode="numeric"
      min={props.min}
      max={props.max}
      value={typed ?? props.value}
      onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
      onChange={(e) => {
        setTyped(null);
        props.onCommit((e.currentTarget as HTMLInputElement).value);
      }}
    />
  );
}

function SettingControl(props: { game: GameInfo; setting: Setting; value: ConfigValue; onChange: (v: ConfigValue) => void; }) {
  const { t, lang } = useI18n();
  const { game, setting: s } = props;
  const id = `cfg-${s.key}`;
  if (isWideInt(s)) {
    // Hundreds of values: a number field, its default shown beside it.
    return (
      <div class="form-row">
        <label for={id}>
          {settingLabel(game, s, lang)} <small class="default-hint">({t('form.default')}: {String(s.default)})</small>
        </label>
        <NumberInput
          id={id}
          name={s.key}
          min={s.type === 'int' ? s.min : undefined}
          max={s.type === 'int' ? s.max : undefined}
          value={String(props.value)}
          onCommit={(raw) => props.onChange(parseIntField(s, raw))}
        />
      </div>
    );
  }
  return (
    <div class="form-row">
      <label for={id}>{settingLabel(game, s, lang)}</label>
      <select
        id={id}
        name={s.key}
        value={String(props.value)}
        onChange={(e) => props.onChange(coerce(s, (e.currentTarget as HTMLSelectElement).value))}
      >
        {allowedValues(s).map((v) => (
          <option key={String(v)} value={String(v)}>
            {valueLabel(game, s, v, lang)}
            {v === s.default ? ` (${t('form.default')})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every table setting of the game, named groups folding away (also the tournament form's table settings). A
 * change names its setting, so the owner updates from its latest values: two changes before a render both count.
 */
export function SettingGroups(
  props: { game: GameInfo; values: Record<string, ConfigValue>; onChange: (key: string, value: ConfigValue) => void; },
) {
  const { t, lang } = useI18n();
  const { game, values } = props;
  return (
    <>
      {groupSettings(game.configSchema).map((g) => {
        const controls = g.settings.map((s) => (
          <SettingControl
            key={s.key}
            game={game}
            setting={s}
            value={values[s.key] ?? s.default}
            onChange={(v) => props.onChange(s.key, v)}
          />
        ));
        if (g.name === '') return <fieldset key="" class="form-group">{controls}</fieldset>;
        // Named groups fold away (many settings on a phone); the heading tells whether anything differs from the defaults.
        const changed = changedCount(g.settings, values);
        return (
          <details key={g.name} class="form-group" data-testid={`group-${g.name}`}>
            <summary>
              <span class="group-title">{groupLabel(game, g.name, lang)}</span>{' '}
              <small class="group-state">{changed === 0 ? t('form.allDefaults') : t('form.changed', { count: changed })}</small>
            </summary>
            {controls}
          </details>
        );
      })}
    </>
  );
}

/** The level of each bot seat, one control per seat (a game with one level or none shows none). */
function BotLevels(props: { game: GameInfo; levels: readonly Level[]; onChange: (levels: Level[]) => void; }) {
  const { lang } = useI18n();
  const offered = levelsOf(props.game);
  if (offered.length < 2) return null;
  return (
    <>
      {props.levels.map((level, i) => (
        <div class="form-row" key={i}>
          <label for={`cfg-bot-${i}`}>{levelField(i + 1, lang)}</label>
          <select
            id={`cfg-bot-${i}`}
            name={`bot-${i}`}
            data-testid={`bot-level-${i}`}
            value={level}
            onChange={(e) => {
              const next = [...props.levels];
              next[i] = (e.currentTarget as HTMLSelectElement).value as Level;
              props.onChange(next);
            }}
          >
            {offered.map((o) => (
              <option key={o.level} value={o.level}>
                {BOT_LEVEL_TEXTS[o.level][lang]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}

export function ConfigForm(
  props: {
    game: GameInfo;
    onSubmit: (req: CreateRequest) => void;
    onCancel?: () => void;
    busy?: boolean;
    error?: string | null;
  },
) {
  const { t, lang, pick } = useI18n();
  const { game } = props;
  const [values, setValues] = useState(() => defaultValues(game.configSchema));
  const [seats, setSeats] = useState(() => initialSeats(game));
  const [bots, setBots] = useState(0);
  // Every bot seat's level, kept for as many bots as the table may seat (fewer bots keep the first ones' levels).
  const [levels, setLevels] = useState<Level[]>(() =>
    Array.from({ length: game.seats.max }, () => defaultLevel(game) ?? 'normal')
  );
  const botCount = Math.min(bots, seats - 1);
  // A game that times its own windows is offered no turn timer, and its tables get none.
  const [turnSeconds, setTurnSeconds] = useState(() => (hasTurnTimer(game) ? 60 : 0));
  const seatOptions: number[] = [];
  for (let n = game.seats.min; n <= game.seats.max; n++) seatOptions.push(n);
  return (
    <form
      class="config-form card-panel"
      data-testid="create-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit({ seats, bots: levels.slice(0, botCount).map((l) => game.levels?.[l]), turnSeconds, config: values });
      }}
    >
      <h3>
        {t('lobby.createTable')}: {pick(game.title)}
      </h3>
      <div class="form-row">
        <label for="cfg-seats">{t('form.seats')}</label>
        <select
          id="cfg-seats"
          name="seats"
          value={String(seats)}
          onChange={(e) => setSeats(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {seatOptions.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div class="form-row">
        <label for="cfg-bots">{t('form.bots')}</label>
        <select
          id="cfg-bots"
          name="bots"
          value={String(bots)}
          onChange={(e) => setBots(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {Array.from({ length: game.seats.max }, (_, n) => n).map((n) => (
            <option key={n} value={String(n)} disabled={n >= seats}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <BotLevels
        game={game}
        levels={levels.slice(0, botCount)}
        onChange={(chosen) => setLevels([...chosen, ...levels.slice(chosen.length)])}
      />
      {hasTurnTimer(game) && (
        <div class="form-row">
          <label for="cfg-turn">{t('form.turnSeconds')}</label>
          <select
            id="cfg-turn"
            name="turnSeconds"
            value={String(turnSeconds)}
            onChange={(e) => setTurnSeconds(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {TURN_SECONDS.map((n) => (
              <option key={n} value={String(n)}>
                {n === 0 ? t('form.noTimer') : t('table.seconds', { count: n })}
              </option>
            ))}
          </select>
        </div>
      )}
      <SettingGroups game={game} values={values} onChange={(key, v) => setValues((vs) => ({ ...vs, [key]: v }))} />
      <p class="variant-summary" data-testid="variant-summary">
        <strong>{t('form.summary')}:</strong> {summarize(game, values, lang)}
      </p>
      {props.error && <p class="error" role="alert">{props.error}</p>}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={props.busy}>
          {t('form.create')}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
