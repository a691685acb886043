const EM = 16;

/** Whether a query of `(max-width: …)` / `(min-width: …)` parts (px or em) holds at `width`. */
function holds(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)(px|em)\)/g)];
  return (
    parts.length > 0 &&
    parts.every(([, side, size, unit]) => {
      const limit = Number(size) * (unit === 'em' ? EM : 1);
      return side === 'max' ? width <= limit : width >= limit;
    })
  );
}

/**
 * Makes the width media queries answer as a screen `width` px wide (default: a 390 px phone), for
 * components that choose their layout by a media query (`usePhone`). Returns the function that undoes it.
 */
export function viewportWidth(width = 390): () => void {
  const original = window.matchMedia;
  // The test setup's stand-in (scripts/jest/jsdom-setup.js) answers every query `false`.
  window.matchMedia = (query: string) => ({ ...original(query), matches: holds(query, width) });
  return () => {
    window.matchMedia = original;
  };
}
