export { DateTimeText } from './date-time';
export { useDocumentTitle } from './document-title';
export { type FirstEvent, FirstUse, useReplay } from './first-use';
export { LightMenu } from './light-menu';
export { MoneyInput } from './money-input';
export { NoData } from './no-data';
export { SectionCard, SectionPage } from './section-page';
export { useReturnFocus } from './use-return-focus';
export { WRAP_TEXT } from './wrap';
