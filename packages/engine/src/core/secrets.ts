/**
 * Secrets derived from card zones: every card in a zone its viewer may not see is a
 * secret whose token is the card code. Card games return `cardSecrets(zones(state))`
 * (plus any secret that is not a card) from `GameDef.secrets`.
 */
import type { Secret } from './game.ts';
import type { Zone } from './types.ts';

export function cardSecrets(zones: readonly Zone[]): Secret[] {
  const out: Secret[] = [];
  for (const z of zones) {
    if (z.visibleTo === 'all') continue;
    for (const card of z.cards) out.push({ id: `${z.id}/${card}`, visibleTo: z.visibleTo, token: card });
  }
  return out;
}

/** Whether `viewer` may see a secret. Spectators see public information only. */
export function mayView(secret: Secret, viewer: number | 'spectator'): boolean {
  return viewer !== 'spectator' && secret.visibleTo !== 'none' && secret.visibleTo.includes(viewer);
}
