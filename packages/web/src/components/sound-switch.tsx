/** The mute switch in the top bar, remembered in this browser. */
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { useStore } from '../net/store.ts';
import { mutedStore, setMuted } from '../sound/sound.ts';

export function SoundSwitch() {
  const { lang } = useI18n();
  const muted = useStore(mutedStore);
  return (
    <button
      type="button"
      class="sound-switch"
      data-testid="sound-switch"
      aria-pressed={!muted}
      aria-label={say(UI.sound, lang)}
      title={say(UI.sound, lang)}
      onClick={() => setMuted(!muted)}
    >
      {/* Drawn, not an emoji: every system has the shapes, not every one the emoji font. */}
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 7h3l4-3v12l-4-3H3z" fill="currentColor" />
        {muted ?
          <path d="M13 7l5 6M18 7l-5 6" stroke="currentColor" stroke-width="2" fill="none" /> :
          <path d="M13 6.5a5 5 0 0 1 0 7M15.5 4a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="1.8" fill="none" />}
      </svg>
    </button>
  );
}
