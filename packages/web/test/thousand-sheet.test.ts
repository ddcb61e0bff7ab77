import type { SheetLine, ThousandSeatView as SeatView } from '@kozyr/engine/client';
import type { ComponentChildren, VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { cardClickMove, clickableCards, giveOptions } from '../src/games/thousand/moves.ts';
import { ScoreSheet, usedMarks } from '../src/games/thousand/score-sheet.tsx';

/** A rendered element: tag, props, children — enough to read a hook-free component without a DOM. */
interface El {
  readonly tag: string;
  readonly props: Record<string, unknown>;
  readonly children: (El | string)[];
}

function render(node: ComponentChildren): (El | string)[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return [String(node)];
  if (Array.isArray(node)) return node.flatMap((n) => render(n as ComponentChildren));
  const v = node as VNode<Record<string, unknown>>;
  if (typeof v.type === 'function') return render((v.type as (p: unknown) => ComponentChildren)(v.props));
  const { children, ...props } = v.props as Record<string, unknown> & { children?: ComponentChildren; };
  return [{ tag: v.type as string, props, children: render(children) }];
}

const text = (n: El | string): string => (typeof n === 'string' ? n : n.children.map(text).join(''));
function all(n: El | string, pred: (e: El) => boolean): El[] {
  if (typeof n === 'string') return [];
  return [...(pred(n) ? [n] : []), ...n.children.flatMap((c) => all(c, pred))];
}
const byTestId = (root: El, id: string) => all(root, (e) => e.props['data-testid'] === id)[0]!;

const line = (
  deal: number,
  declarer: number,
  contract: number,
  deltas: number[],
  scores: number[],
  marks: SheetLine['marks'],
): SheetLine => ({ deal, dealer: (deal + 1) % 3, declarer, contract, deltas, scores, marks });

// A paper sheet of three players: a made 120, a lost 150 with a bolt, the samosval (495 + 60 = 555, seed-004's example),
// a roll-out, and seat 2 climbing onto the barrel.
const SHEET: SheetLine[] = [
  line(1, 0, 120, [120, 40, 20], [120, 40, 20], [['made'], [], []]),
  line(2, 1, 150, [35, -150, 0], [155, -110, 20], [[], ['lost'], ['bolt']]),
  line(3, 2, 120, [60, 60, -120], [0, -50, -100], [['samosval'], [], ['roll-out']]),
  line(4, 2, 200, [0, 0, 980], [0, -50, 880], [['bolt'], ['bolt'], ['made', 'barrel']]),
];
const NAMES = ['Аня', 'Boris', 'Вика'];

function sheetEl(lang: 'ru' | 'en', players?: SeatView[]): El {
  return render(ScoreSheet({ sheet: SHEET, names: NAMES, lang, players }))[0] as El;
}

describe('the score sheet, a line per deal as on paper', () => {
  it('has one row per scored deal with every player’s running score and change', () => {
    const root = sheetEl('en');
    const rows = all(root, (e) => e.tag === 'tr' && String(e.props['data-testid'] ?? '').startsWith('sheet-line-'));
    expect(rows).toHaveLength(4);
    const cells = (r: El) => all(r, (e) => e.tag === 'td').map(text);
    expect(cells(rows[0]!)).toEqual(['1', '120', '120✓+120', '40+40', '20+20']);
    expect(cells(rows[1]!)).toEqual(['2', '150', '155+35', '-110✗−150', '20|0']);
    expect(all(root, (e) => e.tag === 'th').map(text)).toEqual(['#', 'Bid', ...NAMES]);
  });

  it("underlines the declarer's score only (a deal with no contract has none)", () => {
    const row = byTestId(sheetEl('en'), 'sheet-line-2');
    expect(all(row, (e) => e.props['class'] === 'declarer').map((e) => e.props['data-seat'])).toEqual([1]);
  });

  it('marks the barrel, the bolt sticks, the samosval and the roll-out where they happened', () => {
    const root = sheetEl('en');
    const marksAt = (deal: number, seat: number) =>
      all(byTestId(root, `sheet-line-${deal}`), (e) => e.props['data-seat'] === seat)
        .flatMap((c) => all(c, (e) => e.props['data-mark'] !== undefined))
        .map((e) => `${String(e.props['data-mark'])}:${text(e)}`);
    expect(marksAt(3, 0)).toEqual(['samosval:↺0']);
    expect(marksAt(2, 2)).toEqual(['bolt:|']);
    expect(marksAt(4, 2)).toEqual(['made:✓', 'barrel:◎']);
    expect(marksAt(3, 2)).toEqual(['roll-out:R']);
  });

  it('names each mark in the viewer’s language (tooltip and legend) and lists only the marks used', () => {
    const ru = sheetEl('ru');
    const samosval = all(ru, (e) => e.props['data-mark'] === 'samosval')[0]!;
    expect(samosval.props['title']).toBe('самосвал: на ноль');
    expect(all(ru, (e) => e.props['data-mark'] === 'roll-out').map(text)).toEqual(['Р']);
    expect(usedMarks(SHEET)).toEqual(['bolt', 'barrel', 'samosval', 'roll-out', 'made', 'lost']);
    const legend = text(all(ru, (e) => e.props['class'] === 'sheet-legend')[0]!);
    expect(legend).toContain('болт (палка)');
    expect(legend).not.toContain('золотой кон');
    expect(text(all(ru, (e) => e.tag === 'h3')[0]!)).toBe('Запись');
  });

  it('an empty sheet says no deal is scored yet', () => {
    const root = render(ScoreSheet({ sheet: [], names: NAMES, lang: 'en' }))[0] as El;
    expect(text(root)).toContain('No deal scored yet');
  });

  it('the foot keeps the running bolt sticks and the barrel attempts', () => {
    const seat = (s: number, bolts: number, onBarrel: boolean, barrelAttempts: number): SeatView => ({
      seat: s,
      handCount: 0,
      known: [],
      passed: false,
      tricks: 0,
      trickPoints: 0,
      score: 0,
      onBarrel,
      barrelAttempts,
      bolts,
      rollOuts: 0,
    });
    const root = sheetEl('en', [seat(0, 1, false, 0), seat(1, 2, false, 0), seat(2, 0, true, 1)]);
    expect(text(byTestId(root, 'sheet-foot-1'))).toBe('||');
    expect(text(byTestId(root, 'sheet-foot-2'))).toBe(' ◎×1');
  });
});

describe('Thousand clicks become only the moves the server listed', () => {
  it('a card with one use is that move; a card given to either opponent waits for a recipient', () => {
    const giving = [
      { kind: 'give', card: '9S', to: 1 },
      { kind: 'give', card: '9S', to: 2 },
      { kind: 'redeal' },
    ] as const;
    expect([...clickableCards(giving)]).toEqual(['9S']);
    expect(cardClickMove(giving, '9S')).toBeNull();
    expect(giveOptions(giving, '9S').map((m) => m.to)).toEqual([1, 2]);
    const playing = [{ kind: 'play', card: 'AH' }, { kind: 'play', card: 'TH' }] as const;
    expect(cardClickMove(playing, 'TH')).toEqual({ kind: 'play', card: 'TH' });
    expect(cardClickMove(playing, 'KS')).toBeNull();
    expect(clickableCards([{ kind: 'bid', value: 100 }, { kind: 'pass' }]).size).toBe(0);
  });
});

describe('the line about what just happened', () => {
  it('says the marriage, the roll-out, a card given to the viewer; stays silent on a plain card', async () => {
    const { lastEventLine } = await import('../src/games/thousand/last-event.ts');
    const name = (s: number) => NAMES[s]!;
    expect(
      lastEventLine(
        [{ kind: 'play', seat: 0, card: 'KH' }, { kind: 'marriage', seat: 0, suit: 'H', type: 'marriage', points: 100 }],
        1,
        name,
        'en',
      ),
    ).toBe('Аня declares marriage ♥: 100');
    expect(lastEventLine([{ kind: 'roll-out', seat: 2, value: 120 }], 0, name, 'ru')).toBe('Вика расписывает 120');
    expect(lastEventLine([{ kind: 'card-given', from: 0, to: 1, card: '9S' }], 1, name, 'en')).toBe('Аня gave you a card');
    expect(lastEventLine([{ kind: 'card-given', from: 0, to: 1, card: null }], 2, name, 'en')).toBeNull();
    expect(lastEventLine([{ kind: 'play', seat: 0, card: '9S' }], 1, name, 'en')).toBeNull();
  });
});
