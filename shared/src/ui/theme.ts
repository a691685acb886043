import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Table: { defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'xs' } },
    // Only '.' is a decimal separator: Mantine's default also turns a typed ',' into one, so
    // '1,050.00' typed as shown became 1.05. Now the comma is dropped (1050.00), as on paste.
    NumberInput: { defaultProps: { allowedDecimalSeparators: ['.'] } },
  },
});
