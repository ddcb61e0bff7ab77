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
      <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
    </button>
  );
}
