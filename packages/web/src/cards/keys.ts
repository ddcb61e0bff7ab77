/**
 * A card drawn in SVG that acts as a button: focusable (SVG attributes are
 * case-sensitive, so `tabindex`, not Preact's `tabIndex`, which an <svg>
 * would carry as an unknown attribute and never take focus), and Enter or
 * Space plays it as a click does.
 */
export function buttonAttrs(onClick: (() => void) | undefined): Record<string, unknown> {
  if (onClick === undefined) return {};
  return {
    tabindex: 0,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onClick();
    },
  };
}
