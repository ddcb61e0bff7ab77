/** UNO rules in English: the same sections and questions, in the same order, as every other language. */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'uno',
  intro:
    'UNO is a shedding game. Play a card matching the top card of the discard pile by colour or by picture; the first player out of cards wins the round. Everyone else scores penalty points for the cards left in hand.',
  sections: [
    {
      id: 'deck',
      title: 'Deck and start',
      paragraphs: [
        '108 cards: four colours, each with one 0 and two of every number 1–9, two Draw Two, two Reverse and two Skip; plus four Wild and four Wild Draw Four on a black background.',
        'The first dealer is drawn by lot: everyone draws a card and the highest number deals (an action card or a tie means drawing again). Everyone gets 7 cards, the top card of the deck is turned up, the player left of the dealer starts, and play goes clockwise.',
        'If the first card turned up is an action card: Draw Two — the first player draws 2 and is skipped; Skip — the first player is skipped; Reverse — the dealer plays first and the direction reverses; Wild — the first player names the colour; Wild Draw Four goes back into the deck and another card is turned.',
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      paragraphs: [
        'On your turn play a card of the same colour or the same picture (number or action) as the top card. A black card may be played on anything. Instead of playing you may draw one card; then only that drawn card may be played, if it fits — or kept, without penalty.',
        'Draw Two: the next player draws 2 and is skipped. Reverse: the direction changes. Skip: the next player is skipped. Wild: you name the colour. Wild Draw Four: you name the colour, the next player draws 4 and is skipped. Draw cards do not stack (a setting, off by default); jumping in out of turn is off too.',
        "Wild Draw Four may be played only when you hold no card of the top card's colour (a card of the same number in another colour does not count). The next player may challenge: if you did hold that colour, the card returns to your hand, the previous top card and colour stand again, and you draw 4 and are skipped; if the challenge was wrong, the challenger draws 6 and is skipped.",
        'When you play your second-to-last card, press "UNO!". Until the next player\'s card is played, any opponent may catch you without it: you draw 2. A card that does not fit is refused by the server with its reason; the seed\'s +2 for a wrong card applies only in penalty mode (a setting). Advice in chat is not policed.',
        'When the deck runs out, the top card of the discard pile stays; the rest is shuffled into a new deck.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      paragraphs: [
        "When someone plays their last card, the others score penalty points for the cards in hand: numbers at face value, coloured action cards 20, black cards 50. A match is several rounds (a setting, 5 by default); standings go by total penalty points, fewer is better. The official race to 500, where the winner scores the others' cards, is a setting.",
      ],
    },
  ],
  faq: [
    {
      id: 'play-drawn-card',
      q: 'May I play the card I just drew?',
      a: 'Yes, if it fits — and only that card. You may also keep it, without penalty.',
    },
    {
      id: 'wild-four-when',
      q: 'When may Wild Draw Four be played?',
      a: "Only when you hold no card of the top card's colour. A card of the same number in another colour does not forbid it. Otherwise you may be challenged.",
    },
    {
      id: 'challenge',
      q: 'What happens after a challenge?',
      a: "Guilty: the card returns to its player's hand, the previous top card and colour stand, and that player draws 4 and is skipped. Innocent: the challenger draws 4 + 2 = 6 and is skipped.",
    },
    {
      id: 'uno-catch',
      q: 'Until when can a missing "UNO!" be caught?',
      a: "Until the next player's card is played. The player caught draws 2.",
    },
    {
      id: 'stacking',
      q: 'Can I answer a Draw Two with a Draw Two?',
      a: 'Not under the tournament rules: you draw and are skipped. Stacking can be switched on as a table setting.',
    },
  ],
};
