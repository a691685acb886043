import { buildApp } from './src/app';
(async () => {
  const app = await buildApp({ jwtSecret: 'x'.repeat(40), seed: true });
  app.addHook('onError', async (_req, _reply, error) => { console.log('ERR', error.constructor.name, (error as any).code, (error as any).statusCode, error.message); });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'player', password: 'demo-password' } });
  const auth = { authorization: `Bearer ${login.json().access}` };
  for (const [ct, payload] of [['multipart/form-data', '{}'], ['multipart/form-data; boundary=zzz', '--zzz\r\nxxxx'], ['multipart/form-data; boundary=zzz', '{}']]) {
    for (const url of ['/api/accounting/transfers/1/images/', '/api/tournamentsdata/hhs/']) {
      const r = await app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': ct }, payload });
      console.log(url, ct, r.statusCode, r.body);
    }
  }
  await app.close();
})();
