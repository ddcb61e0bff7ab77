/**
 * Hash routing (`#/table/abc`): works from any static file server and keeps
 * invite links shareable without server-side routes.
 */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { readonly page: 'lobby'; readonly game?: string; }
  | { readonly page: 'table'; readonly table: string; }
  | { readonly page: 'invite'; readonly code: string; }
  | { readonly page: 'replay'; readonly table: string; }
  | { readonly page: 'rules'; readonly game: string; }
  | { readonly page: 'account'; }
  | { readonly page: 'profile'; readonly user?: string; }
  | { readonly page: 'leaderboard'; readonly game: string; }
  | { readonly page: 'tournaments'; }
  | { readonly page: 'tournament'; readonly id: string; };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, arg] = parts;
  switch (head) {
    case 'table':
      if (arg) return { page: 'table', table: arg };
      break;
    case 'invite':
      if (arg) return { page: 'invite', code: arg };
      break;
    case 'replay':
      if (arg) return { page: 'replay', table: arg };
      break;
    case 'rules':
      return { page: 'rules', game: arg ?? 'durak' };
    case 'account':
      return { page: 'account' };
    case 'profile':
      return arg ? { page: 'profile', user: arg } : { page: 'profile' };
    case 'leaderboard':
      return { page: 'leaderboard', game: arg ?? 'durak' };
    case 'lobby':
      return arg ? { page: 'lobby', game: arg } : { page: 'lobby' };
    case 'tournaments':
      return { page: 'tournaments' };
    case 'tournament':
      return arg ? { page: 'tournament', id: arg } : { page: 'tournaments' };
  }
  return { page: 'lobby' };
}

export function href(route: Route): string {
  const enc = encodeURIComponent;
  switch (route.page) {
    case 'lobby':
      return route.game ? `#/lobby/${enc(route.game)}` : '#/';
    case 'table':
      return `#/table/${enc(route.table)}`;
    case 'invite':
      return `#/invite/${enc(route.code)}`;
    case 'replay':
      return `#/replay/${enc(route.table)}`;
    case 'rules':
      return `#/rules/${enc(route.game)}`;
    case 'account':
      return '#/account';
    case 'profile':
      return route.user ? `#/profile/${enc(route.user)}` : '#/profile';
    case 'leaderboard':
      return `#/leaderboard/${enc(route.game)}`;
    case 'tournaments':
      return '#/tournaments';
    case 'tournament':
      return `#/tournament/${enc(route.id)}`;
  }
}

/**
 * The server's invite link `/i/CODE` redirects to `/?invite=CODE`: that query
 * becomes the invite route, so the invited player lands at the table. Returns
 * the URL to show instead (query dropped), or null when there is no invite.
 */
export function inviteFromQuery(search: string, pathname: string): string | null {
  const code = new URLSearchParams(search).get('invite');
  if (code === null || code.trim() === '') return null;
  return `${pathname}${href({ page: 'invite', code: code.trim() })}`;
}

export function navigate(route: Route): void {
  location.hash = href(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
