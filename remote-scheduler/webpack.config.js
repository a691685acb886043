const { createConfig } = require('../scripts/webpack/create-config');
const { exposes } = require('./module-federation.config');

const base = createConfig({ dir: __dirname, name: 'scheduler', port: 3002, exposes });

// Chromium has a native `window.scheduler` (Prioritized Task Scheduling API). A remote entry
// published under that global is never loaded: the runtime finds the browser's object and fails
// with RUNTIME-002 ("remote entry interface does not contain init"). The container keeps its
// federation name 'scheduler' but lives under its own global, which the manifest announces.
function withOwnGlobal(config) {
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === 'ModuleFederationPlugin' && plugin._options) {
      plugin._options.library = { type: 'window', name: 'fund_scheduler' };
    }
  }
  return config;
}

module.exports = typeof base === 'function' ? (...args) => withOwnGlobal(base(...args)) : withOwnGlobal(base);
