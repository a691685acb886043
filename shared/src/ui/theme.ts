import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Table: { defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'xs' } },
  },
});
