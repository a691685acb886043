const fs = require('node:fs');
const path = require('node:path');
const sharedPkg = require('../../shared/package.json');
const { CURATED, curatedShared } = require('./curated');

const sharedDir = path.join(__dirname, '../../shared');

/**
 * Each public subpath of the shared package: its share key and the absolute path of its file
 * (`./schemas/*` spelled out, test files left out).
 */
function sharedSubpaths() {
  const out = [];
  for (const [sub, target] of Object.entries(sharedPkg.exports)) {
    if (typeof target !== 'string' || sub === './test') continue;
    if (!sub.includes('*')) {
      out.push([`@fund/shared/${sub.slice(2)}`, path.join(sharedDir, target)]);
      continue;
    }
    const dir = path.join(sharedDir, path.dirname(target));
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      out.push([`@fund/shared/${sub.slice(2).replace('*', file.slice(0, -3))}`, path.join(dir, file)]);
    }
  }
  return out;
}

/**
 * Libraries whose second copy or older provider breaks at run time: a remote that needs a newer
 * version than the host provides is refused (the fallback) instead of crashing. The others only
 * warn in the console (docs/deploy.md "Shared versions").
 */
const STRICT = new Set(['react', 'react-dom']);

/**
 * The versions the workspace pins: every app must share exactly these singletons. The rule is
 * `^<the version this app was built with>`: a provider with the same or a newer minor satisfies
 * it, an older minor or another major does not.
 */
function sharedConfig(appPkg, { isHost = false, prod = false } = {}) {
  const deps = { ...appPkg.dependencies };
  const single = (name) => ({
    singleton: true,
    requiredVersion: deps[name] ? `^${deps[name]}` : false,
    strictVersion: STRICT.has(name),
  });
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
    if (deps[name] && !CURATED[name]) out[name] = single(name);
  }
  // Trailing-slash keys catch subpaths: react/jsx-runtime, react-dom/client, zustand/middleware,
  // dayjs/locale/ru; without them a second React loads ("Invalid hook call").
  for (const name of ['react', 'react-dom', 'zustand', 'dayjs']) {
    if (deps[name]) out[`${name}/`] = single(name);
  }
  // A workspace:* range disables the version check silently: pin the shared package's real
  // version. A remote built against shared 1.1.0 may use an export 1.0.0 lacks, so it needs
  // ^1.1.0: a host providing 1.0.0 (or 2.x) refuses it with the runtime's "does not satisfy"
  // error, shown as the fallback; a host providing 1.2.0 accepts it (docs/deploy.md: now 2.x).
  const version = process.env.SHARED_VERSION || sharedPkg.version;
  out['@fund/shared/'] = {
    singleton: true,
    version,
    requiredVersion: process.env.SHARED_REQUIRED_VERSION || `^${version}`,
    strictVersion: true,
  };
  // In a remote, a shared file reached by a relative import inside the shared package (the
  // dictionary from the formatters, the decimal rules from the schemas, the query client from the
  // API client) is the same shared module as its subpath, matched on the resolved file: without
  // it each of the remote's own copies of a subpath the host does not load (format, schemas,
  // data-table) carried its own dictionary and decimals, and a stateful module would have had a
  // second instance. The host keeps one instance of each file in its own build anyway.
  if (!isHost) {
    // `import` names the subpath, so this entry only consumes (with the file as its fallback): the
    // remote provides a subpath only when its own code imports it, as before.
    for (const [shareKey, file] of sharedSubpaths())
      out[file] = { ...out['@fund/shared/'], shareKey, import: shareKey };
  }
  // @mantine/core, dates, hooks, react-router-dom, valibot: provided by the host as curated modules
  // of the shared package, under the same version rule (scripts/webpack/curated.js).
  // A production remote only consumes them (curated.js `curatedShared`).
  Object.assign(out, curatedShared(deps, out['@fund/shared/'], { isHost, provide: isHost || !prod }));
  return out;
}

module.exports = { sharedConfig };
