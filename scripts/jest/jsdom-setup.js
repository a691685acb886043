// jsdom lacks a few browser APIs Mantine uses; RTL's matchers and cleanup for component tests.
require('@testing-library/jest-dom');

// findBy*/waitFor wait on a condition; 5 s instead of 1 s leaves room on a loaded 2-core machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
if (!window.URL.createObjectURL) window.URL.createObjectURL = () => 'blob:test';
if (!window.URL.revokeObjectURL) window.URL.revokeObjectURL = () => {};
// getComputedStyle with a pseudo element is "not implemented" in jsdom and logs an error.
const getComputedStyle = window.getComputedStyle;
window.getComputedStyle = (el) => getComputedStyle(el);
