export { AppProviders } from './app-providers';
export { NO_DATA, NoData, NoDataRow } from './no-data';
export { SectionPage } from './section-page';
export { theme } from './theme';
export { renderStandalone } from './standalone';
