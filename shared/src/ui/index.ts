export { AppProviders } from './app-providers';
export { documentTitle, useDocumentTitle } from './document-title';
export { MoneyInput, type MoneyInputProps } from './money-input';
export { NO_DATA, NoData, NoDataRow } from './no-data';
export { SectionPage } from './section-page';
export { renderStandalone } from './standalone';
export { cssVariablesResolver, DIMMED, theme } from './theme';
export { useReturnFocus } from './use-return-focus';
export { WRAP_TEXT } from './wrap';
