/**
 * Hotel „Chuk-chuk" in the club's own words, in English: seed 003 (both versions, the Night Porter,
 * the guests, the variants, the FAQ) with RULES-DECISIONS#hotel and the online adaptation (a secret
 * choosing window with a deadline, one reveal for everyone). The same sections and questions as every other language.
 */
import type { LangRulesDoc } from '../../../rules/types.ts';

export const rules: LangRulesDoc = {
  game: 'hotel',
  intro:
    'Hotel “Chuk-chuk” is a game of secret choices. Rooms pile up under every door; everyone picks a door at the same time. Alone at a door, you take every room under it. Meet anyone there and you collide and get nothing. When the rooms run out, the most stars win.',
  sections: [
    {
      id: 'versions',
      title: 'Versions and setup',
      paragraphs: [
        'Free version: 2–5 players, doors 1–4, 45 rooms, no guests. Full version: 2–8 players, doors 1–6, 63 rooms (the 18 marked 6+ join only with 6–8 players), guests, Bakshish cards and the No Mercy mode.',
        'One door per player is in play, at least 3 and at most 4 (free) or 6 (full). The 45-room deck: 5 Ghost rooms (−2), twelve 1★, twelve 2★, ten 3★, six 4★. Each player holds door cards in their colour, one for every door in play.',
      ],
    },
    {
      id: 'round',
      title: 'The round',
      paragraphs: [
        '1. New rooms: one new room goes face up under every door, on top of those already there (the topmost is the newest). 2. Choose: everyone secretly plays one door card face down — never the card resting in front of them. 3. Chuk-chuk: when everyone has chosen, all cards are turned over together. 4. Rooms: alone at a door, you take every room under it, Ghosts too. Two or more: a collision — nobody takes anything and the rooms stay. 5. Rest: the card you played now rests face up in front of you and the one that rested returns to your hand (in round 1 nothing rests).',
        'Online: choosing has a window with a countdown (30 seconds by default). Others see only that you have chosen, never what. Whoever runs out of time gets a stand-in choice (the basic bot) and the table says so. Chat stays open: bluffing is part of the game.',
      ],
    },
    {
      id: 'end',
      title: 'End and scoring',
      paragraphs: [
        'Before every round: if the room deck cannot put a room under every door, the game ends at once; rooms left under doors do not count. Score: the stars of your rooms, −2 per Ghost room, +1 per Bakshish card. Tied? More room cards wins (Ghosts count, Bakshish does not). Still tied: a shared win.',
      ],
    },
    {
      id: 'two',
      title: 'Two players: the Night Porter',
      paragraphs: [
        'With two players a third, invisible player joins: the Night Porter, with doors 1–3 of a colour nobody plays. Every round at "Chuk-chuk!" a random one of his non-resting cards is turned over; his card rests like anyone’s. He blocks doors like a real player (meeting him is a collision) but never takes rooms and never wins.',
      ],
    },
    {
      id: 'guests',
      title: 'Guests (full version)',
      paragraphs: [
        'Everyone gets a face-up guest card with a small power; using it is always a choice. Professor Molets (3 uses): plays two door cards and at the reveal picks which one counts; the other returns to hand. Baba Naprastka (3 uses): before the reveal peeks at one face-down card (one of Molets’ two; never the Porter’s). Lulu (3 uses, 4 with 7–8 players): plays her resting card — it keeps resting and none returns.',
        'Madam Pero (1 use): after the reveal moves her card to a door nobody chose; the moved card is the one that rests. With every door chosen nothing happens and the use is not spent. Piccolo Bo: on every collision of his takes a Bakshish card (+1) while any are left (3). Detective Mugla (1 use): on a collision may take the topmost room under that door. Order: Molets picks first, then Pero may move, then who is alone or collides, then Piccolo Bo and Mugla. The box has eight guests but six are described: with 7–8 players the others play without a guest. Every use count is a table setting.',
      ],
    },
    {
      id: 'variants',
      title: 'Variants',
      paragraphs: [
        'No Ghost rooms (a first game, small children). Short game: before the start half of the shuffled room deck goes back to the box unseen. No guests: the basic rules only. No Mercy (full version, 2–4 players): everyone who collides returns their lowest-star room that is not a Ghost to the box; with none, nothing happens.',
      ],
    },
    {
      id: 'which-door',
      title: 'Which door?',
      paragraphs: [
        'With few players the biggest door is often worth the risk. With many, everyone wants it and collisions are frequent. With 6 or more players try a door nobody seems to want. Watch the resting cards: they show who cannot go where.',
      ],
    },
  ],
  faq: [
    {
      id: 'talk',
      q: 'May we talk during the game?',
      a: 'Yes! Talk, bluff and plan. Just do not show your card before "Chuk-chuk!".',
    },
    {
      id: 'ghost',
      q: 'I am alone at a door with a Ghost room under it. Must I take it?',
      a: 'Yes. You take ALL the rooms under the door, the good ones and the Ghost.',
    },
    {
      id: 'all-collided',
      q: 'Everyone collided. Now what?',
      a: 'Every room stays. Next round each door gets one more.',
    },
    {
      id: 'skip',
      q: 'May I skip knocking?',
      a: 'No. Every round everyone plays a door card (online, a stand-in chooses for whoever runs out of time).',
    },
    {
      id: 'porter-player',
      q: 'Does the Night Porter count as a player for the guests?',
      a: 'Yes. Meeting the Porter is a collision: Piccolo Bo takes a Bakshish and Detective Mugla may use her power.',
    },
    {
      id: 'naprastka-porter',
      q: 'May Baba Naprastka peek at the Night Porter’s card?',
      a: 'No. His card is turned only at "Chuk-chuk!".',
    },
    {
      id: 'naprastka-molets',
      q: 'May Naprastka peek at one of Professor Molets’ two cards?',
      a: 'Yes. She sees just that one card.',
    },
    {
      id: 'lulu-rest',
      q: 'Lulu played her resting card. Which card rests now?',
      a: 'The same card keeps resting and none returns to her hand. Next round she cannot play it unless she uses Lulu again.',
    },
    {
      id: 'pero-rest',
      q: 'Madam Pero moved her card to a door nobody chose. Which card rests?',
      a: 'Her played card, the one she moved.',
    },
    {
      id: 'pero-all-chosen',
      q: 'Every door was chosen. May Madam Pero move?',
      a: 'No. Nothing happens and she may use her power in another round.',
    },
    {
      id: 'topmost',
      q: 'Which room is the “topmost”?',
      a: 'The one put under that door last: the newest.',
    },
    {
      id: 'order',
      q: 'Several guests act at one door. Who goes first?',
      a: 'First Professor Molets picks his card. Then Madam Pero may move. Then see who is alone and who collides, and Piccolo Bo and Detective Mugla use their powers.',
    },
  ],
};
