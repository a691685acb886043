const sharedPkg = require('../../shared/package.json');

/** The versions the workspace pins: every app must share exactly these singletons. */
function sharedConfig(appPkg) {
  const deps = { ...appPkg.dependencies };
  const single = (name) => ({ singleton: true, requiredVersion: deps[name] ?? false });
  const out = {};
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    '@tanstack/react-query',
    'zustand',
    'dayjs',
    'valibot',
    '@mantine/core',
    '@mantine/hooks',
    '@mantine/form',
    '@mantine/notifications',
    '@mantine/dates',
    '@mantine/charts',
  ]) {
    if (deps[name]) out[name] = single(name);
  }
  // Trailing-slash keys catch subpaths: react/jsx-runtime, react-dom/client, zustand/middleware,
  // dayjs/locale/ru; without them a second React loads ("Invalid hook call").
  for (const name of ['react', 'react-dom', 'zustand', 'dayjs']) {
    if (deps[name]) out[`${name}/`] = single(name);
  }
  // A workspace:* range disables the version check silently: pin the shared package's real
  // version and refuse another major with strictVersion.
  const major = sharedPkg.version.split('.')[0];
  out['@fund/shared/'] = {
    singleton: true,
    version: process.env.SHARED_VERSION || sharedPkg.version,
    requiredVersion: process.env.SHARED_REQUIRED_VERSION || `^${major}.0.0`,
    strictVersion: true,
  };
  return out;
}

module.exports = { sharedConfig };
