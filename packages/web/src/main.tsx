import { render } from 'preact';
import { App } from './app.tsx';
import { inviteFromQuery } from './router.ts';
import { armAudioOnGesture } from './sound/sound.ts';
import { applyTheme, themeStore } from './theme.ts';
import './styles.css';

const invited = inviteFromQuery(location.search, location.pathname);
if (invited !== null) history.replaceState(null, '', invited);

applyTheme(themeStore.get());
armAudioOnGesture();
render(<App />, document.getElementById('app')!);
