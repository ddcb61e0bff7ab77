/** The UNO table: the shared shedding table with UNO's cards and words (UNO!, jump-in). */
import { type SheddingGameUi, type SheddingProps, SheddingTableView } from '../shedding/table-view.tsx';

export const UNO_UI: SheddingGameUi = {
  game: 'uno',
  call: { en: 'UNO!', ru: 'Уно!', uk: 'Уно!', bg: 'Уно!' },
  slap: { en: 'Slap!', ru: 'Хлоп!', uk: 'Плесь!', bg: 'Пляс!' },
  outOfTurn: 'jumpIn',
};

export function UnoTableView(props: SheddingProps) {
  return <SheddingTableView {...props} ui={UNO_UI} />;
}
