import { SHARED_SKEW, skewPlugin } from './remote-registry';
import { satisfiesVersion } from './shared-skew';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

describe('satisfiesVersion (the `^<built version>` rule of @fund/shared)', () => {
  it.each([
    ['^2.8.0', '2.8.0', true],
    ['^2.8.0', '2.8.3', true],
    ['^2.8.0', '2.9.0', true],
    ['^2.8.1', '2.8.0', false],
    ['^2.9.0', '2.8.0', false],
    ['^3.0.0', '2.8.0', false],
    ['^2.0.0', '3.0.0', false],
    ['', '2.8.0', true],
  ])('%s provided by %s: %s', (required, provided, ok) => {
    expect(satisfiesVersion(required, provided)).toBe(ok);
  });
});

describe('the host runtime plugin (skewPlugin)', () => {
  const args = (shared: { name: string; requiredVersion: string }[]) => ({
    options: {
      name: 'host',
      shared: {
        react: [{ version: '19.3.1', from: 'host' }],
        '@fund/shared/auth': [
          { version: '3.0.0', from: 'video' },
          { version: '2.8.0', from: 'host' },
        ],
      },
    },
    moduleInfo: { name: 'video' },
    manifestJson: { shared },
  });

  it.each(['^3.0.0', '^2.9.0'])(
    'refuses a manifest needing @fund/shared %s of a 2.8.0 host',
    async (required) => {
      const skewed = args([
        { name: 'react', requiredVersion: '^19.3.1' },
        { name: '@fund/shared/ui', requiredVersion: required },
      ]);
      await expect(skewPlugin.loadRemoteSnapshot(skewed)).rejects.toMatchObject({
        name: SHARED_SKEW,
        message: `video needs @fund/shared ${required}`,
      });
    },
  );

  it('passes a matching manifest on; other libraries are the runtime’s to judge', async () => {
    for (const required of ['^2.8.0', '^2.7.0']) {
      const ok = args([
        { name: 'react', requiredVersion: '^20.0.0' },
        { name: '@fund/shared/ui', requiredVersion: required },
      ]);
      await expect(skewPlugin.loadRemoteSnapshot(ok)).resolves.toBe(ok);
    }
  });
});
