/// <reference types="vite/client" />
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

// A club built for production caches its hashed scripts and styles (public/sw.js); the dev server's files
// have no hashes. (The mode, not PROD: PROD follows NODE_ENV, which a test runner sets to `test`.)
// Without it (a private window may refuse one) the club works the same, only loads its files from the network.
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
