const { createConfig } = require('../scripts/webpack/create-config');
const { exposes } = require('./module-federation.config');

module.exports = createConfig({ dir: __dirname, name: 'player', port: 3001, exposes });
