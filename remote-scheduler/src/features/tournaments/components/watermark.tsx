import { useId } from 'react';

/**
 * A diagonal repeated watermark over the grid when the search answer's show_wmark is set. Drawn
 * as an SVG pattern: it is faint on purpose (decoration, not content), and a pattern tile is not
 * text that contrast checkers measure as if it had to be read.
 */
export function Watermark({ text }: { text: string }) {
  const id = `wmark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div
      aria-hidden
      data-testid="scheduler-watermark"
      style={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        pointerEvents: 'none',
        zIndex: 3,
        opacity: 0.08,
        userSelect: 'none',
      }}
    >
      <svg width="100%" height="100%" role="presentation">
        <defs>
          <pattern
            id={id}
            width={360}
            height={200}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(-30)"
          >
            <text x={16} y={110} fontSize={28} fontWeight={700} fill="currentColor">
              {text}
            </text>
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${id})`} />
      </svg>
    </div>
  );
}
