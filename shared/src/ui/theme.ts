import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeComponents,
  type MantineThemeOverride,
  rem,
} from '@mantine/core';
import { ru } from '../i18n/ru';
import { usePhone } from './use-phone';

/**
 * Shades 8 and 9 of every palette, darkened so that white text on a filled control (shade 8),
 * coloured text on white or on a striped row (shade 8, Mantine's `c="red"`) and a light badge's
 * text on its own light background (shade 9 on shade 1) are all at least 4.5:1. Shades 0–7 stay
 * Mantine's, so the colours stay recognisable. The ratios are checked in theme.test.ts.
 */
const DARK_SHADES: Record<string, [string, string]> = {
  red: ['#c52b2b', '#b92727'],
  grape: ['#9935b1', '#862e9c'],
  indigo: ['#3a59d7', '#364fc7'],
  blue: ['#186ab6', '#1862a8'],
  cyan: ['#0b7587', '#0b6d80'],
  teal: ['#087b57', '#077252'],
  green: ['#257b35', '#247434'],
  lime: ['#4b7c0b', '#48730a'],
  yellow: ['#9e5c00', '#a15300'],
  orange: ['#b54509', '#b23b0c'],
};

const colors = Object.fromEntries(
  Object.entries(DARK_SHADES).map(([name, [s8, s9]]) => {
    const base = DEFAULT_THEME.colors[name] as MantineColorsTuple;
    return [name, [...base.slice(0, 8), s8, s9] as unknown as MantineColorsTuple];
  }),
);

/** Secondary text (`c="dimmed"`): 5.9:1 on white, ≥ 5.3:1 on striped and selected rows. */
export const DIMMED = '#5c636a';

/** A finger's target on a phone: at least 44×44 px (issue 42). */
const TOUCH = { minWidth: rem(44), minHeight: rem(44) };

/** On a phone the buttons of the header and of dialogs grow to a finger's size; none on a desktop. */
const touchTargets = (phone: boolean): MantineThemeComponents =>
  phone
    ? {
        Button: { styles: { root: { minHeight: TOUCH.minHeight } } },
        ActionIcon: { styles: { root: TOUCH } },
        Burger: { styles: { root: TOUCH } },
      }
    : {};

const base = (phone: boolean): MantineThemeOverride => ({
  primaryColor: 'teal',
  // Filled buttons, links, `c="<colour>"` text and the focus ring all use shade 8.
  primaryShade: { light: 8, dark: 8 },
  colors,
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    ...touchTargets(phone),
    Table: { defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'xs' } },
    // A badge is never narrower than its words: in a narrow table column Mantine's label was cut
    // to «НОВ…» / «АКТИВ…» at 1280 px; now the column takes the badge's width (issue 35).
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
    // Only '.' is a decimal separator: Mantine's default also turns a typed ',' into one, so
    // '1,050.00' typed as shown became 1.05. Now the comma is dropped (1050.00), as on paste.
    NumberInput: { defaultProps: { allowedDecimalSeparators: ['.'] } },
    // Names for Mantine's icon-only controls, in Russian (its own are absent or English).
    CloseButton: { defaultProps: { 'aria-label': ru.common.close } },
    // A dialog's <header> is no page banner: without a role it made a second banner landmark.
    // On a phone every dialog takes the whole screen, its buttons within reach (issue 42).
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': ru.common.close },
        attributes: { header: { role: 'none' } },
        fullScreen: phone,
      },
      // The dialog's ✕ (a CloseButton, like an input's clear button, which keeps its size).
      styles: phone ? { close: TOUCH } : undefined,
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': ru.common.close } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': ru.common.close } } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof ru.a11y.pagination) => ({
          'aria-label': ru.a11y.pagination[control],
        }),
      },
    },
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: {
          'aria-label': ru.a11y.togglePassword,
          // Inside the field: the field's own height, not a touch target's.
          styles: phone ? { root: { minWidth: 0, minHeight: 0 } } : undefined,
        },
      },
    },
  },
});

export const theme = createTheme(base(false));

const phoneTheme = createTheme(base(true));

/**
 * The theme for the screen: on a phone the same one with its dialogs full-screen (issue 42).
 * Read before the first paint, so a phone never draws the desktop dialog first.
 */
export function useScreenTheme() {
  return usePhone() ? phoneTheme : theme;
}

/** Light-scheme variables Mantine takes from shade 6 or gray-6 (3.3:1), moved to readable ones. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    // Placeholders are text too (FileInput's is an element axe checks): gray 5 was 2.9:1.
    '--mantine-color-placeholder': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
