/** A diagonal repeated watermark over the grid when the search answer's show_wmark is set. */
export function Watermark({ text }: { text: string }) {
  const tiles = Array.from({ length: 40 }, (_, i) => i);
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
        display: 'flex',
        flexWrap: 'wrap',
        alignContent: 'space-around',
        justifyContent: 'space-around',
        opacity: 0.08,
        userSelect: 'none',
      }}
    >
      {tiles.map((i) => (
        <span
          key={i}
          style={{
            transform: 'rotate(-30deg)',
            fontSize: 28,
            fontWeight: 700,
            padding: '48px 32px',
            whiteSpace: 'nowrap',
          }}
        >
          {text}
        </span>
      ))}
    </div>
  );
}
