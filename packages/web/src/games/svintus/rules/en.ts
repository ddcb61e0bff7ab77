/** Svintus rules in English: the same sections and questions, in the same order, as every other language. */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'svintus',
  intro:
    'Svintus is a noisy shedding game. Play a card of the same colour or picture, snatch the turn with identical cards, and do not forget to shout "Svintus!". The first player out of cards wins the round.',
  sections: [
    {
      id: 'deck',
      title: 'Deck and start',
      paragraphs: [
        '112 cards in four colours (blue, orange, red, green): per colour two of each number 0–7 and two each of Khapezh, Perekhryuk, Zakhrapin, Tikhokhryun and Khlopkopyt; plus 8 Polisvin. Everyone gets 8 cards; the first card turned up acts as if the dealer had played it (a first Polisvin lets the first player name the colour).',
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      paragraphs: [
        'Play a card of the same colour or picture. With nothing to play, draw one card; if it fits, you may play it. Polisvin goes on anything, even when you hold a fitting card, and changes the colour to any colour (or keeps it).',
        "Interception: anyone holding a card identical to the one just played (same colour and same face) may play it out of turn. The server's clock decides who was first; play continues from the interceptor in the current direction.",
        'Khapezh: the next player draws 3 and is skipped — or passes it on with a Khapezh of their own, and the next draws 6 (then 9, …). Perekhryuk reverses the direction. Zakhrapin: the next player is skipped; it too can be passed on with another Zakhrapin. Action cards go on a card of the same colour or on the same action in any colour.',
        'Tikhokhryun: the table chat is muted for everyone until its player plays again. A message sent meanwhile lifts the silence and costs its sender 2 cards. Khlopkopyt: everyone, its player included, must press "Slap" within the window (3 s by default); the last to press, and everyone who did not, draws 2.',
        'When you play your second-to-last card, press "Svintus!". Until the next card is played, anyone may catch you without it: you draw 3.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      paragraphs: [
        "When someone is out of cards, the others score penalty points: numbers at face value, action cards 20, Polisvin 50. Fewer is better. The official mode (the winner scores the others' cards, game to 30) is a setting.",
      ],
    },
  ],
  faq: [
    {
      id: 'interception-who',
      q: 'Two players intercept at once — who plays?',
      a: "Whoever's press the server received first. An interception counts only with exactly the same card, colour and face.",
    },
    {
      id: 'polisvin-any-time',
      q: 'May I play Polisvin while holding a fitting card?',
      a: 'Yes, on any card, at any time on your turn.',
    },
    {
      id: 'khlopkopyt-tie',
      q: 'Khlopkopyt: two pressed almost together?',
      a: 'Presses closer together than the tie window (a setting, 150 ms by default) count as simultaneous — the seed\'s "cannot agree who was last" case.',
    },
  ],
};
