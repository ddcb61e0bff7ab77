/**
 * Thousand rules in English: the prose, the FAQ and one sentence per table setting (keyed by the
 * config's own keys, so a setting added to the engine without one fails the typecheck). doc.ts puts the
 * settings under their seed groups, headed as the form heads them.
 */
import type { LangRulesDoc } from '../../../rules/types.ts';
import { thousandDoc, type ThousandProse } from './doc.ts';

export const prose: ThousandProse = {
  intro:
    'Thousand is a trick-taking game with an auction for the talon, for two to four players, best with three. The declarer must make the contract with tricks and marriages; the others score their own points. The first to reach 1000 wins.',
  sectionsBefore: [
    {
      id: 'cards',
      title: 'Cards and points',
      paragraphs: [
        '24 cards, nine to ace. Order and points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0 — the ten ranks above the king, only the ace beats it. The deck holds 120 points, 30 per suit.',
        'A marriage is the king and queen of one suit: spades 40, clubs 60, diamonds 80, hearts 100. It scores only when declared during play.',
      ],
    },
    {
      id: 'deal',
      title: 'The deal',
      paragraphs: [
        'Best with three: 7 cards each and 3 in the talon. The deal passes to the left. The server shuffles and deals, so cutting, peeking at the bottom card and penalties for an exposed card have no online counterpart.',
        'Two players get 10 cards each and two talons of 2; with four, the dealer sits out and scores the talon’s points (and a marriage in it).',
      ],
    },
    {
      id: 'bidding',
      title: 'Bidding',
      paragraphs: [
        'The player left of the dealer must open at 100, the "compulsory hundred" (setting "Opens the bidding at 100"). Then in turn: raise by at least 5 or pass; a pass is final. Bidding goes on until all but one have passed.',
        'Without a marriage in hand you may not bid over 120: the cards hold only 120 points. The bid buttons on the table are exactly the bids you may make now.',
      ],
    },
    {
      id: 'talon',
      title: 'Talon and giving away',
      paragraphs: [
        'The winner of the auction shows the talon to everyone and takes it, then gives one unwanted card to each opponent. Then the final contract is announced: never lower than the winning bid, higher is allowed.',
        'If the contract looks hopeless, the declarer may roll out: lose the bid, each opponent gets 60, and the deal ends unplayed.',
      ],
    },
    {
      id: 'play',
      title: 'Play and marriages',
      paragraphs: [
        'The declarer leads first (setting "First lead"). Follow suit; if you cannot, play a trump if there is one; otherwise any card. The highest card of the suit led, or the highest trump, wins; the winner leads next.',
        'There is no trump at first. After winning at least one trick a player may lead the king or queen of a marriage: the marriage scores and its suit becomes trump. A later marriage changes the trump.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring and the score sheet',
      paragraphs: [
        'A declarer who makes the contract scores exactly the contract (the surplus does not count); one who fails loses it. The others score their tricks and declared marriages, rounded to 5. The first to reach 1000 wins.',
        'The score sheet beside the table is kept as on paper: a line per deal with each running score and its change; marks — ✓/✗ contract made or lost, | bolt, ◎ barrel, ↺0 samosval, R roll-out.',
      ],
    },
    {
      id: 'barrel',
      title: 'Barrel, bolts, samosval',
      paragraphs: [
        'Whoever reaches 880 sits on the barrel: the score stops at 880 and from there counts only a made contract (880 + 120 = 1000). There are three deals to do it; the third failure costs 120.',
        'A bolt (a stick on the sheet) is a deal without a single trick; every third bolt costs 120. Samosval: landing exactly on 555 (or −555) drops you to zero.',
      ],
    },
  ],
  sectionsAfter: [],
  tableLengthTitle: 'Table length',
  settings: {
    dealLimit: 'A short table: the game ends after this many deals and places go by score. 0 plays to 1000 as the rules say.',
    bidLimit:
      'Bids over 120 need a marriage in hand (default); or at most 120 plus the marriages held (fb.ru); or free, "bidding above the maximum".',
    barrel: 'Whether the barrel is played at all. Two players often leave it out.',
    barrelAt: 'Where the barrel stands: 880 (default) or 900.',
    barrelBid: 'The contract needed on the barrel: 120, or "more than 120" (125).',
    barrelSeveral: 'Whether several players may sit on the barrel at once.',
    barrelKnockOff: 'A newcomer knocks the sitter off the barrel; the sitter loses the penalty.',
    barrelTakesTalon: 'The barrel player gets the talon without bidding (znaikak).',
    roundDeclarer: "The declarer's points are rounded to 5 too, so a tiny shortfall does not lose the contract.",
    rollOutValue: 'What each opponent gets on a roll-out: 60 (default) or half the bid.',
    rollOutPenalty: 'Every third roll-out of a player costs the penalty.',
    rollOutLimit: 'How many roll-outs a player has per game (0: no limit; the seed mentions three).',
    rollOutOnBarrel: 'Whether a barrel player may roll out (the attempt is used up anyway).',
    rollOutGolden: 'Whether a roll-out is allowed in the golden kon.',
    rollOutAbove120: 'Whether a contract over 120 may be rolled out.',
    penaltyPoints: 'The size of every penalty: 120 by default.',
    samosval: 'Samosval: landing exactly on this mark resets the score to 0. 0 switches it off.',
    samosvalNegative: 'The samosval works on the negative mark (−555) too.',
    boltPenalty: 'The bolt penalty: for every third bolt (default), only for three in a row, or none.',
    boltWhen: 'A bolt is a deal with no trick (fb.ru, igra-tisyacha) or with no points (znaikak).',
    barrelFail: 'The third failure on the barrel: minus the penalty (880 − 120 = 760) or back to zero (fb.ru).',
    zeroAfterThreeBarrels: 'A player who has fallen off the barrel three times goes back to zero.',
    redealFourNines: 'A player holding the four nines may call a redeal.',
    redealLowTalon: 'A redeal when the talon holds fewer points than this (the seed says 4 or 5). 0: off.',
    redealTwoNinesTalon: 'A redeal when the talon holds two nines.',
    redealLowHand: 'A redeal when a hand holds fewer points than this (usually 13–15). 0: off.',
    marriageWithoutTrick: 'A marriage may be declared before winning a trick, even on the first lead.',
    aceMarriage: 'The four aces make an ace marriage worth 200, declared by leading an ace; its suit becomes trump.',
    bedMarriage: 'A queen and jack of one suit make a bed marriage at half the value.',
    opener:
      'Who opens the bidding with the compulsory hundred: the player left of the dealer (default; pagat, znaikak) or the dealer (fb.ru).',
    firstLead:
      'Who leads the first trick: the declarer (default), the player left of the dealer (znaikak) or the dealer (fb.ru).',
    fourNinesBonus: 'Four nines: playing the first of them scores 200 or 360 (0: nothing).',
    minusMustPass: 'A player below zero must pass in the bidding.',
    roundOthers: "The other players' points are rounded to 5 (default).",
    noBoltForDeclarer: 'The declarer never gets a bolt.',
    noBoltOnBarrel: 'A player on the barrel never gets a bolt.',
    hiddenTalonOnHundred: '"Talon on the hundred": a declarer at 100 does not show the talon.',
    darkGame:
      "Dark game: on the hundred the declarer may take the talon unseen; the whole deal's result, penalties included, is doubled.",
    goldenKon:
      'Golden kon: in the first deals (one per player) each plays 120 in turn without bidding, everything doubled; if nobody made 120 the game starts over.',
  },
  faq: [
    {
      id: 'who-opens',
      q: 'Who opens the bidding: the dealer or the player on the dealer’s left?',
      a: 'The sources disagree (fb.ru: the dealer; znaikak and pagat: the player left of the dealer). By default the player left of the dealer opens with the compulsory hundred; a table may pick the dealer with the setting "Opens the bidding at 100".',
    },
    {
      id: 'first-lead',
      q: 'Who leads the first trick?',
      a: 'The declarer by default (pagat). The setting "First lead" offers the seed’s variants: the player left of the dealer (znaikak) or the dealer (fb.ru).',
    },
    {
      id: 'bid-over-120',
      q: 'May I bid over 120 without a marriage?',
      a: 'No: without a marriage in hand you cannot go over 120. fb.ru’s "at most 120 plus the marriages held" is a choice of the setting "Bidding over 120", and so is free bidding.',
    },
    {
      id: 'raise-or-lower',
      q: 'May the contract change after taking the talon?',
      a: 'It may be raised, never lowered. If it cannot be made, rolling out is left.',
    },
    {
      id: 'surplus',
      q: 'I bid 170 and took 220: what is written?',
      a: '170: the surplus does not count (znaikak). Falling short writes minus 170.',
    },
    {
      id: 'marriage-first-trick',
      q: 'May a marriage be declared on the first lead, without a trick?',
      a: 'Not by default: a trick must be won first, which is why the first lead is often an ace. The agreement "Marriage without a trick" allows it.',
    },
    {
      id: 'roll-out',
      q: 'On a roll-out, do the opponents get 60 or half the bid?',
      a: '60 each by default (fb.ru, pagat); igra-tisyacha gives half the bid each — the setting "Roll-out pays each opponent".',
    },
    {
      id: 'samosval-example',
      q: 'Scores are 495, 200 and 760; the third rolls out a 120. What happens?',
      a: 'The seed’s example: the first gets 60 and lands exactly on 555 — samosval, back to 0; the second has 260; the third 640. A roll-out can thus knock an opponent down to zero.',
    },
    {
      id: 'barrel',
      q: 'What must I do on the barrel, and what if I fail?',
      a: 'Win the auction and make 120 (or more than 120 — a setting) within three deals. Other players’ deals and failed contracts use up an attempt. The third failure costs 120 (880 → 760) or, per fb.ru, resets to zero. The mark (880 or 900), taking the talon without bidding, several on the barrel and knocking off are all settings.',
    },
    {
      id: 'bolt',
      q: 'What is a bolt and when is it penalised?',
      a: 'A deal without a trick (znaikak: without a point), drawn as a stick on paper. By default every third bolt costs 120; "three in a row" or no penalty are options. The declarer and a barrel player can be spared bolts (settings).',
    },
    {
      id: 'two-players',
      q: 'Can two people play?',
      a: 'Yes: 10 cards each and two talons of 2. The auction winner picks one, shows it and lays 2 cards away (they count for the declarer); the other talon goes to whoever takes the last trick. Two players often skip the barrel — the "Barrel" setting.',
    },
    {
      id: 'four-players',
      q: 'And four?',
      a: 'The dealer sits on the talon: plays no cards and scores the talon’s points, with a marriage if there is one. So with four the dealer can neither open the bidding nor lead.',
    },
    {
      id: 'redeal',
      q: 'When may a redeal be called?',
      a: 'Only by agreement (the "Redeal" group): four nines in one hand, a poor talon (under 4 or 5 points in the seed), two nines in the talon, a poor hand (under 13–15). All are off by default.',
    },
    {
      id: 'ace-bed-marriage',
      q: 'What are the ace marriage and the bed marriage?',
      a: 'The ace marriage is the four aces, worth 200, declared by leading an ace after a trick. The bed marriage is a queen and jack of one suit at half the marriage value. Both are agreements of the "Trumps" group, off by default.',
    },
    {
      id: 'golden-dark',
      q: 'What are the golden kon and the dark game?',
      a: 'Golden kon: in the first deals each player in turn plays 120 without bidding, points doubled; if nobody makes it the game starts over. Dark game: on the hundred the talon is taken unseen and the deal’s result is doubled. Both are off by default.',
    },
    {
      id: 'not-modelled',
      q: 'And "leading from others’ trumps", "giving away in the dark", dealing penalties?',
      a: 'The seed names the first two without describing them, so they are not settings. Cutting, a nine at the bottom and a card exposed while dealing belong to a physical table; online the server shuffles and deals, so there is nothing to penalise.',
    },
  ],
};

export const rules: LangRulesDoc = thousandDoc(prose, 'en');
