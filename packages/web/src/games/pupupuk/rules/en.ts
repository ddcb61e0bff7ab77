/**
 * Pu-Pu-Puk in the club's own words, in English: seed 000 (the publisher's FAQ) with the online
 * adaptations of RULES-DECISIONS#sum-to-21 (shouts and gestures are buttons, talking is the chat, a burn is
 * a button). The same sections and questions as every other language.
 */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'pupupuk',
  intro:
    'Pu-Pu-Puk is a sum-to-21 game. Take turns laying cards into a shared row and carrying out their effects; whoever brings the row to 21 or more — PU-PU-PUK! — loses the round, and the lowest hand wins. Two round wins win the game.',
  sections: [
    {
      id: 'turn',
      title: 'Deck and turn',
      paragraphs: [
        '48 cards, six of each number 0 to 7; five each. On your turn lay a card into the row, carry out its effect fully, then check the row’s sum. At the end of every turn, under 21, everyone with an empty hand wins. The next round is started by the player whose turn ended the last one.',
      ],
    },
    {
      id: 'cards',
      title: 'Cards',
      paragraphs: [
        '0 — shout the card’s phrase; the others make its gesture within 5 s, the last draws a card. 1 — everyone at once draws blind from the right neighbour. 2 — the deck’s top card goes face down into the row, turned up at the end of the next turn. 3 — draw a card, then discard any. 4 — take a card from the row (not an open 4). 5 — a player you choose draws blind from your hand. 6 — name 0–5: every such card leaves the row. 7 — one card of every other number leaves the row.',
      ],
    },
    {
      id: 'places',
      title: 'Places',
      paragraphs: [
        'Library: No talking until the round ends; a zero’s shout breaks it too. At most one penalty card per turn.',
        'School Break: 6 and 7 have no effect. A 6 + 7 pair in the row: everyone shouts “Six seven”, the last takes both cards.',
        'Relay: A hidden timer. A turn ends with “ХОД!”, which may discard a card. When it rings, the mover loses.',
        'Jacuzzi: Make a “puk” when you lay a card. Forget it and a burn before the next turn costs you a card.',
        'Wax Museum: With a zero you may shout “Whose puk?”: everyone freezes, the shouter too; the last draws a card.',
        'Accounting: Silence while the row’s sum is even (the empty row too). A violator must be burned.',
        'Board-Game Club: Three open cards from the deck go into the row before the first turn, without effects.',
        'Toilet Queue: The top card of the discard counts in the row’s sum; a 4 may take it.',
        'Crowded Minibus: Cards a 3, 6 or 7 would discard are handed out evenly to the other players.',
        'Turbulence Zone: A 1: everyone passes the whole hand to the left neighbour at once.',
        'Improv Circle: Instead of a card from hand: discard one, then lay the deck’s top card unseen and apply it.',
        'Lottery: A hand of exactly 21: shout “Очко!” at any moment and win the round.',
        'Dark Room: Lay a card face down (no effect, no sum), or reveal every face-down card and end the round.',
        'Double Date: A number already in the row appears again: the fastest discards a card of that number.',
        'Bank: After a ПУ-ПУ-ПУК the highest hand wins. Not with two players.',
        'Supermarket: After a ПУ-ПУ-ПУК pairs of equal numbers in a hand count 0. Not with two players.',
      ],
    },
    {
      id: 'online',
      title: 'Online',
      paragraphs: [
        'Shouts and gestures are buttons; the server’s clock decides who was last, and presses closer than 150 ms are simultaneous. Talking is the chat: during a silence a message is the violation, and a Burn button beside it stays open until the next turn.',
      ],
    },
  ],
  faq: [
    {
      id: 'twenty-one-at-once',
      q: 'The sum reached 21: does the round end at once?',
      a: 'No: the card’s effect is carried out fully first, and only then is the sum checked.',
    },
    {
      id: 'ties',
      q: 'Several share the lowest sum?',
      a: 'They all win the round. Second round wins reached together draw the game.',
    },
  ],
};
