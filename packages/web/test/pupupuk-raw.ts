/** What in a Pu-Pu-Puk page's text gives the data away: a card code (`0d`, `7b`) or a move's field name (`card:`, `slot:`, `draw-blind`). */

/** A card code as the engine writes it (a number 0–7 and a copy letter a–f), standing alone. */
const RAW_CODE = /(?<![\p{L}\p{N}])[0-7][a-f](?![\p{L}\p{N}])/u;
/** A move's field names or kinds as JSON has them. */
const RAW_FIELD =
  /\b(card|phrase|position|target|slot|number|seat|violation|discard|gesture|to|faceDown|puk):|draw-blind|choose-taker/;

/** The first piece of raw data in `text`, or null when it reads as a table. */
export function rawData(text: string): string | null {
  return RAW_CODE.exec(text)?.[0] ?? RAW_FIELD.exec(text)?.[0] ?? null;
}
