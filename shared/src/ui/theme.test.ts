import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio } from './contrast';
import { DIMMED, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = merged.white;
const shade = merged.primaryShade as { light: number };
const palettes = Object.entries(merged.colors).filter(([name]) => name !== 'dark');
const at = (name: string, i: number): string => merged.colors[name]?.[i] ?? '';
// Backgrounds text sits on: the page, striped and hovered table rows, a selected grid row.
const SURFACES = { white: WHITE, 'gray-0': at('gray', 0), 'gray-1': at('gray', 1), 'blue-0': at('blue', 0) };

describe('theme contrast (WCAG AA)', () => {
  it('keeps teal as the primary colour at a shade dark enough for white text', () => {
    expect(merged.primaryColor).toBe('teal');
    expect(shade.light).toBe(8);
  });

  it('measures ratios the way WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#12b886', '#ffffff')).toBeCloseTo(2.55, 2); // the old primary
  });

  it.each(palettes)('%s: white text on filled and filled-hover ≥ 4.5', (name) => {
    expect(contrastRatio(WHITE, at(name, shade.light))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, at(name, 9))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)('%s: coloured text (shade 8) on every surface ≥ 4.5', (name) => {
    for (const surface of Object.values(SURFACES)) {
      expect(contrastRatio(at(name, shade.light), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(palettes)('%s: light badge text (shade 9) on its background (shade 1) ≥ 4.5', (name) => {
    expect(contrastRatio(at(name, 9), at(name, 1))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(SURFACES))('dimmed text on %s ≥ 4.5', (_, surface) => {
    expect(contrastRatio(DIMMED, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring (primary filled) against the page and a filled button ≥ 3', () => {
    expect(contrastRatio(at('teal', shade.light), WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(at('teal', shade.light), at('gray', 1))).toBeGreaterThanOrEqual(3);
  });
});
