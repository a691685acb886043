const { createConfig } = require('../scripts/webpack/create-config');
const { exposes } = require('./module-federation.config');

module.exports = createConfig({ dir: __dirname, name: 'backoffice', port: 3005, exposes });
