/**
 * The score sheet as players keep it on paper: a line per scored deal with
 * each player's running score, the change beside it, and the paper marks
 * (barrel, bolt sticks, samosval, roll-out, made/lost contract); the bid and
 * the declarer's score underlined; the running bolt sticks and barrel attempts at the
 * foot. Hook-free, so tests render it without a DOM.
 */
import type { Lang, SheetLine, SheetMark, ThousandSeatView as SeatView } from '@kozyr/engine/client';
import { fillText, L, MARKS } from './labels.ts';

export interface ScoreSheetProps {
  readonly sheet: readonly SheetLine[];
  /** One name per seat. */
  readonly names: readonly string[];
  readonly lang: Lang;
  /** The players now (running bolts, barrel), for the foot of the sheet. */
  readonly players?: readonly SeatView[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function Mark(props: { mark: SheetMark; lang: Lang; }) {
  const m = MARKS[props.mark];
  return (
    <span class={`mark mark--${props.mark}`} data-mark={props.mark} title={m.name[props.lang]} aria-label={m.name[props.lang]}>
      {m.sign[props.lang]}
    </span>
  );
}

/** The marks a sheet uses, in legend order (only those that occur). */
export function usedMarks(sheet: readonly SheetLine[]): SheetMark[] {
  const used = new Set(sheet.flatMap((l) => l.marks.flat()));
  return (Object.keys(MARKS) as SheetMark[]).filter((m) => used.has(m));
}

export function ScoreSheet(props: ScoreSheetProps) {
  const { sheet, names, lang } = props;
  const seats = names.map((_, s) => s);
  const legend = usedMarks(sheet);
  return (
    <section class="score-sheet" data-testid="score-sheet">
      <h3>{L.sheet[lang]}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{L.sheetDeal[lang]}</th>
            <th scope="col">{L.sheetContract[lang]}</th>
            {seats.map((s) => (
              <th key={s} scope="col" title={names[s]}>
                {names[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.length === 0 && (
            <tr>
              <td colSpan={seats.length + 2} class="sheet-empty">
                {L.sheetEmpty[lang]}
              </td>
            </tr>
          )}
          {sheet.map((line) => (
            <tr key={line.deal} data-testid={`sheet-line-${line.deal}`}>
              <td>{line.deal}</td>
              <td class="sheet-contract">
                {line.contract > 0 ? line.contract : '—'}
              </td>
              {seats.map((s) => (
                <td key={s} class={s === line.declarer && line.contract > 0 ? 'declarer' : ''} data-seat={s}>
                  <span class="score">{line.scores[s] ?? 0}</span>
                  {(line.marks[s] ?? []).map((m) => <Mark key={m} mark={m} lang={lang} />)}
                  <small class="delta">{signed(line.deltas[s] ?? 0)}</small>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {props.players !== undefined && props.players.some((p) => p.bolts > 0 || p.onBarrel) && (
          <tfoot>
            <tr>
              <td colSpan={2} />
              {seats.map((s) => {
                const p = props.players?.[s];
                return (
                  <td key={s} data-testid={`sheet-foot-${s}`}>
                    {p !== undefined && p.bolts > 0 && <span title={MARKS.bolt.name[lang]}>{'|'.repeat(p.bolts)}</span>}
                    {p?.onBarrel === true && (
                      <span title={MARKS.barrel.name[lang]}>◎{p.barrelAttempts > 0 ? `×${p.barrelAttempts}` : ''}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        )}
      </table>
      {legend.length > 0 && (
        <p class="sheet-legend">
          {L.legend[lang]}: {legend.map((m) => (
            <span key={m}>
              {MARKS[m].sign[lang]} {MARKS[m].name[lang]}
              {'; '}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

export const dealTitle = (deal: number, lang: Lang) => fillText(L.dealNo[lang], { n: deal });
