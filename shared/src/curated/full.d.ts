// The real libraries behind the curated shared modules (scripts/webpack/curated.js aliases them).
declare module '@fund/full/@mantine/core' {
  export * from '@mantine/core';
}
declare module '@fund/full/@mantine/dates' {
  export * from '@mantine/dates';
}
declare module '@fund/full/react-router-dom' {
  export * from 'react-router-dom';
}
declare module '@fund/full/@mantine/hooks' {
  export * from '@mantine/hooks';
}
declare module '@fund/full/valibot' {
  export * from 'valibot';
}
