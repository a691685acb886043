export { AppProviders } from './app-providers';
export { MoneyInput, type MoneyInputProps } from './money-input';
export { NO_DATA, NoData, NoDataRow } from './no-data';
export { SectionPage } from './section-page';
export { renderStandalone } from './standalone';
export { cssVariablesResolver, DIMMED, theme } from './theme';
export { WRAP_TEXT } from './wrap';
