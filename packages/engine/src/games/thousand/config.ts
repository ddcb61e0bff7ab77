/**
 * Thousand's table settings. Defaults follow RULES-DECISIONS#thousand (pagat);
 * every house agreement ("договоренности") of seed-004 is a setting, grouped
 * as the seed groups them so the create-table form can show the groups.
 */
import { type ConfigOf, type ConfigSchema, parseConfig as parseWithSchema } from '../../core/config.ts';
import { err, type Result } from '../../core/types.ts';
import { fail } from './errors.ts';

export const GROUPS = ['restrictions', 'roll-out', 'penalties', 'redeal', 'trumps', 'extras'] as const;
export type Group = (typeof GROUPS)[number];

export const BID_LIMITS = ['marriage', 'marriage-sum', 'free'] as const;
export const ROLL_OUT_VALUES = ['sixty', 'half-bid'] as const;
export const BOLT_PENALTIES = ['every-third', 'three-in-a-row', 'off'] as const;
export const BARREL_FAILS = ['penalty', 'zero'] as const;
export const FIRST_LEADS = ['declarer', 'forehand', 'dealer'] as const;
export const OPENERS = ['forehand', 'dealer'] as const;
export const BOLT_WHEN = ['no-trick', 'no-points'] as const;

export const thousandSchema = [
  // restrictions (seed-004 "Ограничения")
  { key: 'bidLimit', label: 'bidLimit', group: 'restrictions', type: 'enum', values: BID_LIMITS, default: 'marriage' },
  { key: 'barrel', label: 'barrel', group: 'restrictions', type: 'bool', default: true },
  { key: 'barrelAt', label: 'barrelAt', group: 'restrictions', type: 'enum', values: [880, 900], default: 880 },
  { key: 'barrelBid', label: 'barrelBid', group: 'restrictions', type: 'enum', values: [120, 125], default: 120 },
  { key: 'barrelSeveral', label: 'barrelSeveral', group: 'restrictions', type: 'bool', default: true },
  { key: 'barrelKnockOff', label: 'barrelKnockOff', group: 'restrictions', type: 'bool', default: false },
  // znaikak: the player on the barrel gets the talon without bidding.
  { key: 'barrelTakesTalon', label: 'barrelTakesTalon', group: 'restrictions', type: 'bool', default: false },
  { key: 'roundDeclarer', label: 'roundDeclarer', group: 'restrictions', type: 'bool', default: false },
  // roll-out (seed-004 "Роспись")
  { key: 'rollOutValue', label: 'rollOutValue', group: 'roll-out', type: 'enum', values: ROLL_OUT_VALUES, default: 'sixty' },
  { key: 'rollOutPenalty', label: 'rollOutPenalty', group: 'roll-out', type: 'bool', default: false },
  { key: 'rollOutLimit', label: 'rollOutLimit', group: 'roll-out', type: 'int', min: 0, max: 20, default: 0 },
  { key: 'rollOutOnBarrel', label: 'rollOutOnBarrel', group: 'roll-out', type: 'bool', default: true },
  { key: 'rollOutGolden', label: 'rollOutGolden', group: 'roll-out', type: 'bool', default: true },
  { key: 'rollOutAbove120', label: 'rollOutAbove120', group: 'roll-out', type: 'bool', default: true },
  // penalties (seed-004 "Штрафы")
  { key: 'penaltyPoints', label: 'penaltyPoints', group: 'penalties', type: 'int', min: 0, max: 1000, default: 120 },
  { key: 'samosval', label: 'samosval', group: 'penalties', type: 'int', min: 0, max: 995, default: 555 },
  { key: 'samosvalNegative', label: 'samosvalNegative', group: 'penalties', type: 'bool', default: true },
  { key: 'boltPenalty', label: 'boltPenalty', group: 'penalties', type: 'enum', values: BOLT_PENALTIES, default: 'every-third' },
  // A bolt: no trick (fb.ru, igra-tisyacha) or no points (znaikak).
  { key: 'boltWhen', label: 'boltWhen', group: 'penalties', type: 'enum', values: BOLT_WHEN, default: 'no-trick' },
  { key: 'barrelFail', label: 'barrelFail', group: 'penalties', type: 'enum', values: BARREL_FAILS, default: 'penalty' },
  { key: 'zeroAfterThreeBarrels', label: 'zeroAfterThreeBarrels', group: 'penalties', type: 'bool', default: false },
  // redeal (seed-004 "Пересдача"): 0 switches a threshold off
  { key: 'redealFourNines', label: 'redealFourNines', group: 'redeal', type: 'bool', default: false },
  { key: 'redealLowTalon', label: 'redealLowTalon', group: 'redeal', type: 'int', min: 0, max: 30, default: 0 },
  { key: 'redealTwoNinesTalon', label: 'redealTwoNinesTalon', group: 'redeal', type: 'bool', default: false },
  { key: 'redealLowHand', label: 'redealLowHand', group: 'redeal', type: 'int', min: 0, max: 40, default: 0 },
  // trumps (seed-004 "Козыри")
  { key: 'marriageWithoutTrick', label: 'marriageWithoutTrick', group: 'trumps', type: 'bool', default: false },
  { key: 'aceMarriage', label: 'aceMarriage', group: 'trumps', type: 'bool', default: false },
  { key: 'bedMarriage', label: 'bedMarriage', group: 'trumps', type: 'bool', default: false },
  // extras (seed-004 "Дополнительные")
  // Who opens the bidding at 100: RULES-DECISIONS (pagat, znaikak) the player left of the dealer; fb.ru the dealer.
  { key: 'opener', label: 'opener', group: 'extras', type: 'enum', values: OPENERS, default: 'forehand' },
  // Who leads the first trick: pagat the declarer; znaikak the player left of the dealer; fb.ru the dealer.
  { key: 'firstLead', label: 'firstLead', group: 'extras', type: 'enum', values: FIRST_LEADS, default: 'declarer' },
  { key: 'fourNinesBonus', label: 'fourNinesBonus', group: 'extras', type: 'enum', values: [0, 200, 360], default: 0 },
  { key: 'minusMustPass', label: 'minusMustPass', group: 'extras', type: 'bool', default: false },
  { key: 'roundOthers', label: 'roundOthers', group: 'extras', type: 'bool', default: true },
  { key: 'noBoltForDeclarer', label: 'noBoltForDeclarer', group: 'extras', type: 'bool', default: false },
  { key: 'noBoltOnBarrel', label: 'noBoltOnBarrel', group: 'extras', type: 'bool', default: false },
  { key: 'hiddenTalonOnHundred', label: 'hiddenTalonOnHundred', group: 'extras', type: 'bool', default: false },
  { key: 'darkGame', label: 'darkGame', group: 'extras', type: 'bool', default: false },
  { key: 'goldenKon', label: 'goldenKon', group: 'extras', type: 'bool', default: false },
  // A short table: it also ends after this many deals (0, the default: only at 1000, as the seed says). Random play
  // never reaches 1000 (random declarers lose nearly every contract), so the bench and the conformance suite set it.
  { key: 'dealLimit', label: 'dealLimit', type: 'int', min: 0, max: 500, default: 0 },
] as const satisfies ConfigSchema;

export type Config = ConfigOf<typeof thousandSchema>;

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

/** Fill defaults, check values, and check the seat count (2, 3 or 4: each has its own deal). */
export function parseConfig(raw: unknown, seats: number): Result<Config> {
  const parsed = parseWithSchema<Config>(thousandSchema, raw);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) return err(fail('seat-count', { seats }));
  // With four players the dealer sits the deal out, so it can neither open the bidding nor lead.
  if (seats === 4) {
    if (parsed.value.opener === 'dealer') return err(fail('dealer-sits-out', { key: 'opener' }));
    if (parsed.value.firstLead === 'dealer') return err(fail('dealer-sits-out', { key: 'firstLead' }));
  }
  return parsed;
}
