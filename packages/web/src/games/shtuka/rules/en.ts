/** Shtuka's rules in English (seed 004 and RULES-DECISIONS#shtuka, with the club's online adaptations). */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'shtuka',
  intro:
    'Shtuka is a party game for 3–16 people: everyone searches one busy picture for the thing the explainer means. Find it first, grab the Shtuka and point at it.',
  sections: [
    {
      id: 'picture',
      title: 'The picture',
      paragraphs: [
        'Every round has a new picture of a theme (Night at the Museum, Jolly Little Hell, Looking for the Other Sock, Love and Harmony and more): 150–300 things of all sizes and angles, many of them look-alikes of the same kind or colour. The thing to find is in it exactly once.',
        'Zoom and pan it as you like: the wheel and a drag with a mouse, a pinch and a drag on a phone, or the buttons under it.',
      ],
    },
    {
      id: 'round',
      title: 'A round',
      paragraphs: [
        'One player is the explainer: they take the task card (the thing to find) and roll the die, which picks how they may explain. The others search. The explainer passes to the next player every round.',
        'The first to find it grabs the Shtuka (the big button, or the space bar) and then clicks the thing on the picture. Grabs closer together than the table’s tie window (120 ms by default) are a tie, settled by a seeded draw among the tied players, never by who was first.',
        'Right: +1 and the round ends. Wrong, or no click within the answer time (3 s by default): −1, the Shtuka goes back and the others search on; the wrong grabber is out of the round (or, as a table setting, locked out for a few seconds).',
        'If nobody finds it — everyone is out, the round’s timer runs out, the explainer says the word, or a challenge is upheld — the explainer loses 1. A score never drops below 0. The round’s end shows everyone the right place, every click and every drawing.',
      ],
    },
    {
      id: 'modes',
      title: 'The die’s six modes',
      paragraphs: [
        '1 Blitz: the thing is shown to everyone (a card drawn apart from the picture); find it.',
        '2 Shtuka: the explainer explains in words, with no noun but «штука» (thing) or «существо» (creature). A line naming the thing itself is refused and reaches nobody; any searcher may challenge another line and the table votes: more «it broke the rule» than not, and the round is given up.',
        '3 Drawing: the explainer draws on a shared canvas; the lines appear for everyone as they are drawn (undo and clear are there).',
        '4 Gestures: the explainer may send pictograms only — no letters, no digits.',
        '5 Yes–No: the searchers ask questions, from a menu (is it alive, food, bigger than a hand, mostly red…) or in their own words; the explainer has only Yes and No.',
        '6 Eyewitness: the explainer mimes silently while everyone draws what they understood on a canvas only they see; at «Start!» all search for something like their own drawing. The drawings are shown to all at the round’s end.',
      ],
    },
    {
      id: 'winning',
      title: 'Winning',
      paragraphs: [
        'Every point moves your token along the track; the first to its end (15 by default) wins at once. A table may also stop after a number of rounds; places then follow the track.',
      ],
    },
    {
      id: 'teams',
      title: 'Teams',
      paragraphs: [
        'With more than 7 players the table plays in teams (2 by default): seat by seat the players join the teams in turn, so explainers alternate between teams, and each team has one token.',
        'War for the Shtuka: everyone but the explainer races, the explainer’s team mates included. Against the clock: only the explainer’s team searches; a find in the first half of the timer scores 2, later 1.',
      ],
    },
    {
      id: 'credits',
      title: 'Pictures',
      paragraphs: [
        'The things in the pictures are Fluent Emoji Flat, © Microsoft Corporation, used under the MIT licence.',
      ],
    },
  ],
  faq: [
    {
      id: 'where-click',
      q: 'Where exactly must I click?',
      a: 'Anywhere on the thing itself, with a small tolerance at its rim. Only the target counts, whatever is drawn over it.',
    },
    {
      id: 'explainer-grab',
      q: 'May the explainer grab the Shtuka?',
      a: 'No: the explainer only explains. With the explainer bonus setting the explainer also scores 1 when the thing is found.',
    },
    {
      id: 'say-word',
      q: 'What if the explainer writes the word in the chat?',
      a: 'The round is given up at once and the explainer loses 1 (in Blitz the thing is shown anyway).',
    },
  ],
};
