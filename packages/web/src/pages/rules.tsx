/** A game's rules in the club's own words, the seed FAQ answered, and its table settings from the config schema. */
import { useEffect, useState } from 'preact/hooks';
import { Card } from '../cards/card.tsx';
import { isWideInt } from '../components/config-groups.ts';
import { allowedValues, settingLabel, valueLabel } from '../games/catalogue.ts';
import { useI18n } from '../i18n/index.ts';
import { gamesStore } from '../net/club.ts';
import { useStore } from '../net/store.ts';
import { type LangRulesDoc, rulesLoaders } from '../rules/index.ts';

const SAMPLE_CARDS = ['AS', 'KC', 'QD', 'TH', '6S', 'JK', 'RJ', 'BJ', 'BL'] as const;

export function RulesPage(props: { game: string; }) {
  const { t, lang, pick } = useI18n();
  const games = useStore(gamesStore);
  const game = games?.find((g) => g.id === props.game);
  const [doc, setDoc] = useState<LangRulesDoc | undefined | null>(null);
  useEffect(() => {
    setDoc(null);
    const load = rulesLoaders[props.game]?.[lang];
    if (load === undefined) setDoc(undefined);
    else void load().then(setDoc);
  }, [props.game, lang]);
  return (
    <article class="card-panel rules" data-testid="rules">
      <h1>
        {t('rules.title')}: {game ? pick(game.title) : props.game}
      </h1>
      {doc === null ? <p>{t('common.loading')}</p> : doc === undefined ? <p>{t('rules.missing')}</p> : (
        <>
          <p>{doc.intro}</p>
          {props.game === 'durak' && (
            <div class="card-row" aria-hidden="true">
              {SAMPLE_CARDS.map((c) => <Card key={c} code={c} />)}
            </div>
          )}
          {doc.sections.map((s) => (
            <section key={s.id} id={`rules-${s.id}`}>
              <h3>{s.title}</h3>
              {s.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
            </section>
          ))}
          <h3>{t('rules.faq')}</h3>
          <dl data-testid="faq">
            {doc.faq.map((f) => (
              <div key={f.id} id={`faq-${f.id}`}>
                <dt>{f.q}</dt>
                <dd>{f.a}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {game !== undefined && (
        <>
          <h3>{t('rules.settings')}</h3>
          <ul>
            {game.configSchema.map((s) => (
              <li key={s.key}>
                <strong>{settingLabel(game, s, lang)}</strong>: {s.type === 'int' && isWideInt(s) ?
                  // Hundreds of values: the range and the default, not every number.
                  `${s.min}–${s.max} (${t('form.default')}: ${s.default})` :
                  allowedValues(s).map((v) => valueLabel(game, s, v, lang) + (v === s.default ? ` (${t('form.default')})` : ''))
                    .join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
