/** JSON over HTTP for what is not live: accounts, profiles, leaderboards, replays. */
import { ServerError } from './connection.ts';

export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { credentials: 'same-origin' });
  return answer<T>(res);
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer<T>(res);
}

async function answer<T>(res: Response): Promise<T> {
  const text = await res.text();
  let data: unknown;
  try {
    data = text.length > 0 ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const o = (data ?? {}) as { code?: unknown; message?: unknown; error?: unknown; };
    throw new ServerError(String(o.code ?? res.status), String(o.message ?? o.error ?? res.statusText));
  }
  return data as T;
}
