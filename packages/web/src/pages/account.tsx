/** Register, log in, play as a guest, log out. The session is a cookie; the socket reconnects with it. */
import { useState } from 'preact/hooks';
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { authenticate, logout, userStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { useStore } from '../net/store.ts';
import { href, navigate } from '../router.ts';

export function AccountPage() {
  const { t, lang } = useI18n();
  const user = useStore(userStore);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmGuest, setConfirmGuest] = useState(false);
  const run = async (f: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await f();
      after?.();
    } catch (e) {
      setError(reasonOf(e, lang));
    } finally {
      setBusy(false);
    }
  };
  const toProfile = () => navigate({ page: 'profile' });
  return (
    <section class="card-panel" data-testid="account">
      <h1>{t('nav.account')}</h1>
      {user !== null && (
        <div class="who-am-i" data-testid="signed-in">
          <p class="who-name">{say(UI.youAre, lang, { name: user.name })}</p>
          <p>
            {t('account.signedInAs', { name: user.name })} {user.guest && `(${t('common.guest')})`} ·{' '}
            <a href={href({ page: 'profile' })}>{t('account.profile')}</a>
          </p>
          {user.guest && <p class="rating-note">{say(UI.guestNote, lang)}</p>}
        </div>
      )}
      <form class="auth-form" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('account.name')}
          <input
            name="name"
            autocomplete="username"
            value={name}
            onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <label>
          {t('account.password')}
          <input
            name="password"
            type="password"
            autocomplete="current-password"
            value={password}
            onInput={(e) => setPassword((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="form-actions">
          <button
            type="submit"
            class="primary"
            disabled={busy}
            data-testid="login"
            onClick={() => run(() => authenticate('login', name, password), toProfile)}
          >
            {t('account.login')}
          </button>
          <button
            type="button"
            disabled={busy}
            data-testid="register"
            onClick={() => run(() => authenticate('register', name, password), toProfile)}
          >
            {t('account.register')}
          </button>
        </div>
        <div class="form-actions">
          <button
            type="button"
            disabled={busy}
            data-testid="guest"
            onClick={() =>
              user !== null && !user.guest ?
                setConfirmGuest(true) :
                run(() => authenticate('guest'), () => navigate({ page: 'lobby' }))}
          >
            {t('account.guest')}
          </button>
          {user !== null && !user.guest && (
            <button type="button" disabled={busy} onClick={() => run(logout)}>
              {t('account.logout')}
            </button>
          )}
        </div>
        {confirmGuest && user !== null && (
          <div class="confirm" role="alertdialog" aria-labelledby="guest-confirm" data-testid="guest-confirm">
            <p id="guest-confirm">{say(UI.guestConfirm, lang, { name: user.name })}</p>
            <button
              type="button"
              class="primary"
              data-testid="guest-yes"
              onClick={() => {
                setConfirmGuest(false);
                void run(() =>
                  authenticate('guest'), () =>
                  navigate({ page: 'lobby' }));
              }}
            >
              {say(UI.yes, lang)}
            </button>
            <button
              type="button"
              data-testid="guest-no"
              onClick={() =>
                setConfirmGuest(false)}
            >
              {say(UI.no, lang)}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
