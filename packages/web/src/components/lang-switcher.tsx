import { type Lang, LANGS } from '@kozyr/engine/client';
import { LANG_NAMES, setLang, useI18n } from '../i18n/index.ts';

export function LangSwitcher() {
  const i18n = useI18n();
  return (
    <label class="lang-switcher">
      <span class="visually-hidden">{i18n.t('lang.label')}</span>
      <select
        aria-label={i18n.t('lang.label')}
        value={i18n.lang}
        onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}
      >
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
