/** Ratuki's rules in English (seed 004 and RULES-DECISIONS#ratuki, with the club's online adaptations). */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'ratuki',
  intro:
    'Ratuki is a race: there are no turns, everyone plays at once onto shared stacks in the centre. Watch the others, be quick, and empty your own deck first.',
  sections: [
    {
      id: 'setup',
      title: 'Deck and start',
      paragraphs: [
        'Each player has a deck of their own colour: 35 cards — seven each of 1, 2 and 3, six each of 4 and 5, and two Ratuki cards. With fewer than five players the unused colours stay out.',
        'Shuffle your deck face down in front of you and take 3 cards. On “Ratuki!” (here: when the countdown ends) the madness begins — nobody waits for anyone.',
      ],
    },
    {
      id: 'stacks',
      title: 'Stacks in the centre',
      paragraphs: [
        'There are at most as many stacks in the centre as players; here each player has a fixed place for one. A 1 or a Ratuki card starts a stack in an empty place (a Ratuki that starts a stack counts as 1).',
        'A stack then moves by exactly one, up or down: a 2 or a 4 goes on a 3. Never below 1: nothing but a 2 (or a Ratuki) goes on a 1.',
        'A 5 played on a 4, or a Ratuki played on any stack, takes the whole stack to your score pile, and the place is free again.',
      ],
    },
    {
      id: 'hand',
      title: 'One card at a time',
      paragraphs: [
        'You play one card at a time and must be back to 3 cards before playing again; here you draw automatically after every card.',
        'A card you cannot or do not want to play goes face down on your own junk pile, and you draw a new one. When your draw pile is empty, your junk pile is turned over and becomes your draw pile (the card junked first comes first).',
      ],
    },
    {
      id: 'out',
      title: 'OUT! and scores',
      paragraphs: [
        'The first player with no card left in hand, draw pile and junk pile calls “OUT!”, and the round ends at once.',
        'Each player scores the cards in their score pile minus the cards left in their draw pile, junk pile and hand. Rounds are played until someone’s total passes 100 (the target is a table setting): the highest total wins, equal totals share the place — a draw. A table may also play a single round.',
      ],
    },
    {
      id: 'online',
      title: 'Playing online',
      paragraphs: [
        'The server’s clock is the only judge: cards are applied in the order they reach it. Your card names the stack and the top card you saw; if that stack changed a moment before (someone was faster), your card is refused with the reason, for instance “the stack moved: it is now 3”, and stays in your hand — it is never played onto something you did not see.',
        'A table setting caps how often one player may play a card (against macros); a card sent too fast is refused and you can try again at once.',
        'Controls: tap or click a card and then a stack, or drag the card onto the stack, or tap a stack to play the first card that fits it. Keyboard: 1–3 picks a card, then 1–5 the place; J junks the picked card; Esc cancels.',
      ],
    },
  ],
  faq: [
    {
      id: 'same-stack',
      q: 'Two of us put a card on the same stack at the same moment. Whose counts?',
      a: 'The one the server received first; the other is refused as aimed at a stack that has moved, and the card goes back to its hand. Even a fraction of a millisecond decides.',
    },
    {
      id: 'ratuki-small',
      q: 'May I take a stack of one card with a Ratuki?',
      a: 'Yes: a Ratuki takes any stack. It is usually worth more on a tall stack — and it can also start a stack of its own.',
    },
    {
      id: 'junk-playable',
      q: 'May I junk a card that could be played?',
      a: 'Yes: a card that cannot or should not be played goes to the junk pile. Junking costs time, though.',
    },
    {
      id: 'blocked',
      q: 'What if nobody can ever play again?',
      a: 'If no card left in anyone’s hand, draw pile or junk pile fits any stack (and no stack can be started), the round ends at once and is scored as usual, with nobody out.',
    },
    {
      id: 'exactly-100',
      q: 'My total is exactly 100. Have I won?',
      a: 'Not yet: the game ends when a total passes 100. If two players pass it in the same round, the higher total wins; equal totals are a draw.',
    },
  ],
};
