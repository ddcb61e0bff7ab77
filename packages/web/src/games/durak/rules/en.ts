/** Durak rules in English: the same sections and questions, in the same order, as every other language. */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'durak',
  intro:
    'Durak ("the fool") is for 2–6 players. The aim is to get rid of your cards once the talon is used up. The last player left holding cards is the durak.',
  sections: [
    {
      id: 'deck',
      title: 'Deck and deal',
      paragraphs: [
        'The base deck is a table setting: 24, 32, 36 (default) or 52 cards, ranked from the nine, seven, six or two up to the ace. Jokers and the blank card come on top of the base.',
        'Everyone is dealt six cards (the deal size is a setting). A table has only as many seats as the base deck can give a full deal to.',
        'The card under the talon is turned up and sets the trump suit. If it is a joker or the blank, the game has no trumps, and the special card keeps its powers.',
        'The holder of the lowest trump leads first (with no trumps, the lowest card, ties broken by suit: spades, clubs, diamonds, hearts). In a series, the next game starts against the last loser: the seat before it attacks.',
      ],
    },
    {
      id: 'bout',
      title: 'A bout',
      paragraphs: [
        'The attacker leads a card to the next player, the defender. The defender covers each card on its own: with a higher card of the same suit, or with a trump; a trump is covered only by a higher trump.',
        'Cards may be thrown in if their rank is already on the table, among the attack or the defence cards. Who throws in is a setting: everyone but the defender (default) or only its two neighbours. Throw-ins come at any time after the lead and are taken in arrival order.',
        'A bout has at most six attack cards, and no more than the defender held when the bout began. The first bout of a game has its own limit, a setting: 5 (default) or 6.',
        'When every card is covered and nobody throws in any more, the cards go to the discard ("bito") and the defender attacks next.',
        'The defender may say "take". Attackers may then still throw in up to the limit; the defender then takes every card on the table, its own defence cards included, and loses its turn to attack.',
        'After the bout everyone draws back up to six: the main attacker first, then the other attackers in order, the defender last.',
      ],
    },
    {
      id: 'end',
      title: 'The end',
      paragraphs: [
        'While the talon lasts an empty hand is not out: the refill brings new cards. A player with no cards when the talon is empty is out. The last player holding cards is the durak; the others are placed in the order they went out. If the last players empty their hands in the same bout, it is a draw between them.',
        'Series is a setting: a single game (default) or play on until someone has N losses.',
      ],
    },
    {
      id: 'variants',
      title: 'Variants',
      paragraphs: [
        'Podkidnoy is the game above. Perevodnoy (transfer): before covering any card, the defender may pass the attack on by adding a card of the same rank; the next player becomes the defender, provided it holds at least as many cards as will then lie on the table. Transfers may go all round the table.',
        'Joker: a 24, 32 or 36 base gets one joker, which beats any ordinary card, the trump ace included, and no ordinary card beats it. A 52 base gets two: the red joker beats hearts and diamonds, the black one clubs and spades, whatever the trump; a joker beats a joker.',
        'Pustushka (the blank): one blank card is added. It covers any card, and any card covers it, even a six.',
        'Porozhniy (empty hand): a player draws only when its hand is completely empty, then straight up to six, in the same order.',
        'Japanese: a spade is beaten only by a higher spade, never by a trump (unless spades are trumps). The holder of the lowest spade leads first.',
      ],
    },
    {
      id: 'example',
      title: 'Example: joker against the trump ace',
      paragraphs: [
        'Two players, 36 base, joker variant, hearts are trumps. The defender holds six cards, among them the joker and the seven of spades. The attacker leads the ace of hearts; the defender covers it with the joker, which is allowed. The attacker throws in the ace of spades: an ace is already on the table. The seven of spades does not beat it, so the defender takes the whole table, both aces and its own joker, and holds eight cards. Had the second ace not come, the ace and the joker would have gone to the discard.',
      ],
    },
  ],
  faq: [
    {
      id: 'joker-trump-ace',
      q: 'Does the joker beat the trump ace?',
      a: "With a short deck (24, 32, 36), yes. With a 52 base you need the joker of that ace's colour: red for hearts and diamonds, black for clubs and spades.",
    },
    {
      id: 'joker-on-joker',
      q: 'Can a joker be beaten by the other joker?',
      a: 'Yes, in the 52+2 deck, whatever the colours. No ordinary card beats a joker.',
    },
    {
      id: 'how-many-jokers',
      q: 'How many jokers are in the deck?',
      a: 'Joker variant: one with a 24, 32 or 36 base, two with a 52 base. Pustushka: one blank card with any base.',
    },
    {
      id: 'special-as-trump',
      q: 'What if a special card is turned up as the trump?',
      a: 'The game is played without a trump suit; the joker or the blank keeps its powers.',
    },
    {
      id: 'blank-on-trump',
      q: 'Can the blank cover a trump?',
      a: 'Yes, it covers any card. But any card covers the blank as well.',
    },
    {
      id: 'throw-in-joker',
      q: 'Can a joker be thrown in?',
      a: 'You may lead with a joker or the blank. During a bout a throw-in must match a rank on the table, so a special card may be thrown in only when a special card already lies there; the attack limit applies as always. Beating anything does not mean it may be added to any attack.',
    },
    {
      id: 'joker-reuse',
      q: 'Can the joker I defended with cover another card?',
      a: 'No: it already lies on the table and covers nothing else this bout. If you end up taking, it returns to your hand with everything else on the table.',
    },
    {
      id: 'joker-transfer',
      q: 'Can the joker be combined with perevodnoy?',
      a: 'No: joker, pustushka and perevodnoy are different values of the one variant setting. Choosing the joker does not switch on transfers.',
    },
    {
      id: 'porozhniy-pustushka',
      q: 'Are porozhniy and pustushka the same?',
      a: 'No. Pustushka adds a special card to the deck. Porozhniy changes the refill: you draw only when your hand is completely empty.',
    },
  ],
};
