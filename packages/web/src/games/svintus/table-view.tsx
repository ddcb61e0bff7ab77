/** The Svintus table: the shared shedding table with Svintus's cards and words (Svintus!, slap, interception). */
import { type SheddingGameUi, type SheddingProps, SheddingTableView } from '../shedding/table-view.tsx';

export const SVINTUS_UI: SheddingGameUi = {
  game: 'svintus',
  call: { en: 'Svintus!', ru: 'Свинтус!', uk: 'Свінтус!', bg: 'Свинтус!' },
  slap: { en: 'Slap!', ru: 'Хлоп!', uk: 'Плесь!', bg: 'Пляс!' },
  outOfTurn: 'intercept',
};

export function SvintusTableView(props: SheddingProps) {
  return <SheddingTableView {...props} ui={SVINTUS_UI} />;
}
