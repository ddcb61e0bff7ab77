import { render } from 'preact';
import { App } from './app.tsx';
import { inviteFromQuery } from './router.ts';
import './styles.css';

const invited = inviteFromQuery(location.search, location.pathname);
if (invited !== null) history.replaceState(null, '', invited);

render(<App />, document.getElementById('app')!);
