/** Light or dark: the system's choice until the player picks one, then theirs (remembered). */
import { Store } from './net/store.ts';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'kozyr.theme';

function initialTheme(): Theme {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const themeStore = new Store<Theme>(initialTheme());

export function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') {
    document.documentElement.dataset['theme'] = theme;
    document.querySelector('meta[name=color-scheme]')?.setAttribute('content', theme);
  }
}

export function setTheme(theme: Theme): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, theme);
  themeStore.set(theme);
  applyTheme(theme);
}
