import path from 'node:path';

/**
 * Issue 44 item 8: standalone dev and `pnpm dev` take PORT_OFFSET like the built stack, so they
 * can run next to it: each app's dev server on its port + offset, the API proxy on 8000 + offset,
 * and the host's /remotes.json pointing at the moved remotes.
 */
type DevConfig = {
  devServer: {
    port: number;
    proxy: { target: string }[];
    setupMiddlewares: (m: unknown[]) => { name?: string; middleware: (req: unknown, res: unknown) => void }[];
  };
};
const root = path.join(__dirname, '../..');
const configOf = (app: string): DevConfig =>
  require(path.join(root, app, 'webpack.config.js'))({}, { mode: 'development' });

const saved = process.env.PORT_OFFSET;
beforeAll(() => {
  process.env.PORT_OFFSET = '500';
});
afterAll(() => {
  if (saved === undefined) delete process.env.PORT_OFFSET;
  else process.env.PORT_OFFSET = saved;
});

test('a remote alone: its port and the API proxy moved by PORT_OFFSET', () => {
  const { devServer } = configOf('remote-video');
  expect(devServer.port).toBe(3503);
  expect(devServer.proxy[0]?.target).toBe('http://127.0.0.1:8500');
});

test("the host's /remotes.json names every remote on its moved port", () => {
  const { devServer } = configOf('host');
  expect(devServer.port).toBe(3500);
  const [first] = devServer.setupMiddlewares([]);
  let body: unknown;
  first?.middleware({}, { json: (b: unknown) => (body = b) });
  expect(body).toEqual({
    player: 'http://localhost:3501/mf-manifest.json',
    scheduler: 'http://localhost:3502/mf-manifest.json',
    video: 'http://localhost:3503/mf-manifest.json',
    curator: 'http://localhost:3504/mf-manifest.json',
    backoffice: 'http://localhost:3505/mf-manifest.json',
  });
});
