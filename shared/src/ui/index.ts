export { DevSignIn } from './dev-sign-in';
export { useDocumentTitle } from './document-title';
export { MoneyInput } from './money-input';
export { NoData } from './no-data';
export { SectionCard, SectionPage } from './section-page';
export { renderStandalone } from './standalone';
export { useReturnFocus } from './use-return-focus';
export { WRAP_TEXT } from './wrap';
