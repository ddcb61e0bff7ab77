/** The player's choice of hand order (remembered in this browser). */
import { HAND_ORDERS, type HandOrder, handOrderStore, setHandOrder } from '../cards/hand-order.ts';
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { useStore } from '../net/store.ts';

const LABELS = { suit: UI.sortSuit, rank: UI.sortRank, dealt: UI.sortDealt } as const;

export function useHandOrder(): HandOrder {
  return useStore(handOrderStore);
}

export function HandOrderSwitch() {
  const { lang } = useI18n();
  const order = useHandOrder();
  return (
    <label class="hand-order">
      <span>{say(UI.sortBy, lang)}</span>
      <select
        data-testid="hand-order"
        value={order}
        onChange={(e) => setHandOrder((e.currentTarget as HTMLSelectElement).value as HandOrder)}
      >
        {HAND_ORDERS.map((o) => <option key={o} value={o}>{say(LABELS[o], lang)}</option>)}
      </select>
    </label>
  );
}
