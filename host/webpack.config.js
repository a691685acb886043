const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'host', port: 3000 });
