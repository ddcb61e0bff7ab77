/** The light/dark switch in the top bar. */
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { useStore } from '../net/store.ts';
import { setTheme, themeStore } from '../theme.ts';

export function ThemeSwitch() {
  const { lang } = useI18n();
  const theme = useStore(themeStore);
  return (
    <button
      type="button"
      class="sound-switch"
      data-testid="theme-switch"
      aria-pressed={theme === 'dark'}
      aria-label={say(UI.darkTheme, lang)}
      title={say(UI.darkTheme, lang)}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
