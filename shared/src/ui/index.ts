export { AppProviders } from './app-providers';
export { NO_DATA, NoData, NoDataRow } from './no-data';
export { SectionPage } from './section-page';
export { renderStandalone } from './standalone';
export { theme } from './theme';
