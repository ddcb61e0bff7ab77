/**
 * The top bar: the club's mark, the pages, who we are and the switches (sound, theme, language). On a wide
 * screen all of it stands in one row; on a phone the row keeps the mark, the name and a menu button, and the
 * pages and switches open below it, so the bar stays one row whatever the language.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { TT } from '../i18n/tournament-texts.ts';
import { userStore } from '../net/club.ts';
import { useStore } from '../net/store.ts';
import { href, type Route } from '../router.ts';
import { LangSwitcher } from './lang-switcher.tsx';
import { SoundSwitch } from './sound-switch.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export function TopBar(props: { route: Route; }) {
  const { t, lang } = useI18n();
  const user = useStore(userStore);
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  // A new page closes the menu, as do Escape and a tap outside the bar.
  useEffect(() => setOpen(false), [props.route]);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!bar.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const link = (target: Route, label: string) => (
    <a
      href={href(target)}
      class={props.route.page === target.page || (props.route.page === 'tournament' && target.page === 'tournaments') ?
        'active' :
        ''}
    >
      {label}
    </a>
  );
  return (
    <header class="topbar" ref={bar}>
      <a class="brand" href="#/">
        <span aria-hidden="true">♦</span> Kozyr
      </a>
      {user !== null && (
        <span class="user" data-testid="user-name">
          {user.name}
        </span>
      )}
      <button
        type="button"
        class="sound-switch menu-toggle"
        data-testid="menu-toggle"
        aria-expanded={open}
        aria-controls="topbar-menu"
        aria-label={say(UI.menu, lang)}
        title={say(UI.menu, lang)}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
      </button>
      <div id="topbar-menu" class={open ? 'topbar-menu open' : 'topbar-menu'}>
        <nav>
          {link({ page: 'lobby' }, t('nav.lobby'))}
          {link({ page: 'tournaments' }, say(TT.tab, lang))}
          {link({ page: 'rules', game: 'durak' }, t('nav.rules'))}
          {link({ page: 'leaderboard', game: 'durak' }, t('nav.leaderboard'))}
          {link({ page: 'account' }, user === null || user.guest ? t('nav.login') : t('nav.account'))}
        </nav>
        <div class="switches">
          <SoundSwitch />
          <ThemeSwitch />
          <LangSwitcher />
        </div>
      </div>
    </header>
  );
}
