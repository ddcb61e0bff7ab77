/**
 * A name's confusables skeleton (Unicode TR39, via `unhomoglyph`), case-folded:
 * two names with the same skeleton look alike. Stored beside each account's
 * name (`users.name_skeleton`, indexed) so a look-alike is found by one lookup;
 * the accounts' name rules (accounts/names.ts) compare by it.
 */
import unhomoglyph from 'unhomoglyph';

export function nameSkeleton(name: string): string {
  return unhomoglyph(unhomoglyph(name.normalize('NFKC')).toLowerCase());
}
