import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { openPostgres } from '../../api/src/db/postgres';
import { remotesFromEnv, serveApp } from '../../scripts/static-server.mjs';
import { PORT_OFFSET } from '../playwright.config';
import { expect, openCashFlowQueue, openDashboard, PASSWORD, signIn, staffCode, test } from './helpers';

/**
 * Issue 39, "Across replicas": two API processes over one PostgreSQL (TEST_DATABASE_URL, which
 * .ci/run starts), each behind a host of its own, as a load balancer would split two users. The
 * player's dashboard is connected to replica B, the manager's queue to replica A; a request the
 * player makes through B appears in the manager's open queue, and the manager's approval through A
 * changes the player's open dashboard, with no reload, carried by LISTEN/NOTIFY between the
 * processes. The times from each answer to the page showing it are measured over 20 decisions and
 * printed as p50 / p99 (docs/performance.md "Live cabinet"); the test asserts that every change
 * arrives, not how fast (a benchmark's figure, not a timed test).
 */

const root = path.resolve(__dirname, '../..');
const DECISIONS = 20;
const MESSAGES = 20;
/** Only run with a server (e2e/playwright.config.ts leaves this spec out without one). */
const serverUrl = process.env.TEST_DATABASE_URL;

interface Replica {
  api: ChildProcess;
  host: Server;
  origin: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** On the server of TEST_DATABASE_URL: a statement on its maintenance database. */
async function onServer(sql: string): Promise<void> {
  const db = await openPostgres(serverUrl as string, 1);
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

/** The production API entry (api/src/server.ts) on `databaseUrl`, its demo data seeded once. */
async function startReplica(databaseUrl: string, secret: string, uploads: string): Promise<Replica> {
  const port = await freePort();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      PORT: String(port),
      NODE_ENV: 'development',
      API_LOG: '0',
      TRUST_PROXY: 'loopback',
      UPLOADS_DIR: uploads,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${apiUrl}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        message: `replica on ${port} answers`,
        timeout: 120_000,
        intervals: [250],
      },
    )
    .toBe(200);
  // The built host, its /api/ proxied to this replica, the stack's remotes (the same builds).
  const host = await serveApp({
    dir: path.join(root, 'host', 'dist'),
    port: await freePort(),
    host: true,
    apiUrl,
    remotes: remotesFromEnv({ ...process.env, PORT_OFFSET: String(PORT_OFFSET) }),
  });
  return { api, host, origin: `http://localhost:${(host.address() as AddressInfo).port}` };
}

/** A bearer token of a demo user, from the replica behind `origin`. */
async function tokenOf(request: APIRequestContext, origin: string, username: string): Promise<string> {
  const res = await request.post(`${origin}/api/token/`, { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).access;
}

/** The demo manager's bearer token: staff sign in with a code (issue 41), the authenticator's next. */
async function staffTokenOf(request: APIRequestContext, origin: string, username: string): Promise<string> {
  const res = await request.post(`${origin}/api/token/`, { data: { username, password: PASSWORD } });
  const { challenge } = await res.json();
  const second = await request.post(`${origin}/api/token/two-factor/`, {
    data: { challenge, code: staffCode(username) },
  });
  expect(second.status()).toBe(200);
  return (await second.json()).access;
}

/**
 * Arms a watch in the page: the first moment (the page's clock, the machine's) `selector` holds an
 * element whose text has every one of `texts`. Read it with `seenAt`.
 */
const watchFor = (page: Page, selector: string, texts: string[]) =>
  page.evaluate(
    ([sel, wanted]) => {
      const w = window as unknown as { __seen?: Promise<number> };
      const match = () =>
        [...document.querySelectorAll(sel)].some((el) => wanted.every((t) => el.textContent?.includes(t)));
      w.__seen = new Promise<number>((resolve) => {
        if (match()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!match()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [selector, texts] as const,
  );
const seenAt = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Promise<number> }).__seen);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`;
};

async function signedIn(browser: Browser, origin: string) {
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', baseURL: origin });
  return context.newPage();
}

test.describe('two API replicas over one PostgreSQL', () => {
  const name = `fund_e2e_replicas_${randomBytes(4).toString('hex')}`;
  const replicas: Replica[] = [];
  let uploads = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    uploads = mkdtempSync(path.join(os.tmpdir(), 'fund-e2e-replicas-'));
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const secret = randomBytes(48).toString('base64url');
    // One after the other: the first migrates and seeds, the second finds it done.
    replicas.push(await startReplica(url.toString(), secret, uploads));
    replicas.push(await startReplica(url.toString(), secret, uploads));
  });

  test.afterAll(async () => {
    for (const { api, host } of replicas) {
      host.close();
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(uploads, { recursive: true, force: true });
  });

  test('a request through B reaches the queue on A; the approval through A reaches the dashboard on B', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const [a, b] = replicas as [Replica, Replica];
    const player = await signedIn(browser, b.origin);
    await openDashboard(player);
    const staff = await signedIn(browser, a.origin);
    await openCashFlowQueue(staff);
    const playerToken = await tokenOf(request, b.origin, 'player');
    const managerToken = await staffTokenOf(request, a.origin, 'manager');
    const cards = await request.get(`${b.origin}/api/accounting/accountcards/`, {
      headers: { authorization: `Bearer ${playerToken}` },
    });
    expect(cards.status()).toBe(200);
    const account = (await cards.json()).data.find((card: { room: { id: number } }) => card.room.id === 23)
      .account_record.id;

    const toQueue: number[] = [];
    const toDashboard: number[] = [];
    for (let i = 1; i <= DECISIONS; i++) {
      const amount = `31.${String(i).padStart(2, '0')}`;
      const shown = `$${amount}`;
      await watchFor(staff, '[data-testid^="queue-"] tr', [shown]);
      await watchFor(player, '[data-testid="cash-flow"] tbody tr', [shown, 'В обработке']);
      const made = await request.post(`${b.origin}/api/accounting/cashflow/`, {
        headers: { authorization: `Bearer ${playerToken}` },
        data: {
          account_record: account,
          amount,
          is_payout: false,
          comment: `https://prnt.sc/e2e-replicas-${i}`,
        },
      });
      expect(made.status()).toBe(200);
      const madeAt = Date.now();
      const id = (await made.json()).data.id;
      toQueue.push((await seenAt(staff)) - madeAt);
      await seenAt(player);

      await watchFor(player, '[data-testid="cash-flow"] tbody tr', [shown, 'Подтверждено']);
      const approved = await request.post(`${a.origin}/api/backoffice/cash-flows/${id}/approve/`, {
        headers: { authorization: `Bearer ${managerToken}` },
        data: {},
      });
      expect(approved.status()).toBe(200);
      const approvedAt = Date.now();
      toDashboard.push((await seenAt(player)) - approvedAt);
    }
    expect(toQueue).toHaveLength(DECISIONS);
    expect(toDashboard).toHaveLength(DECISIONS);
    console.log(`issue 39, two replicas: request through B → manager's queue on A: ${summary(toQueue)}`);
    console.log(
      `issue 39, two replicas: approval through A → player's dashboard on B: ${summary(toDashboard)}`,
    );
    await staff.context().close();
    await player.context().close();
  });

  test('homework messages through either replica reach the thread open on the other', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const [a, b] = replicas as [Replica, Replica];
    const playerToken = await tokenOf(request, b.origin, 'player');
    const curatorToken = await tokenOf(request, a.origin, 'curator');
    const list = await request.get(`${b.origin}/api/homework/`, {
      headers: { authorization: `Bearer ${playerToken}` },
    });
    expect(list.status()).toBe(200);
    const [homework] = (await list.json()).data.data as { id: number; topic: string }[];
    if (!homework) throw new Error('the demo player has no homework');

    // The student's thread open on B, the curator's on A.
    const student = await signedIn(browser, b.origin);
    await openDashboard(student);
    await student.getByTestId('drawer').getByRole('link', { name: 'Работа над игрой' }).click();
    await student.getByTestId('homework-card').filter({ hasText: homework.topic }).click();
    await expect(student.getByRole('dialog').getByTestId('message-input')).toBeVisible();
    const curator = await signedIn(browser, a.origin);
    await signIn(curator, 'curator');
    await curator.goto('/students');
    await curator.getByRole('checkbox', { name: 'player', exact: true }).check();
    await curator.getByRole('tab', { name: 'Домашние задания' }).click();
    await curator.getByTestId('homework-card').filter({ hasText: homework.topic }).click();
    await expect(curator.getByRole('dialog').getByTestId('message-input')).toBeVisible();

    const toStudent: number[] = [];
    const toCurator: number[] = [];
    for (let i = 1; i <= MESSAGES; i++) {
      // Odd: the curator writes through A to the student's thread on B; even: the other way.
      const [writer, token, reader, times] =
        i % 2 ? [a, curatorToken, student, toStudent] : [b, playerToken, curator, toCurator];
      const text = `Сообщение через реплику ${i}`;
      await watchFor(reader, '[role="dialog"] [data-testid="message-text"]', [text]);
      const sent = await request.post(`${writer.origin}/api/homework/${homework.id}/messages/`, {
        headers: { authorization: `Bearer ${token}` },
        data: { text },
      });
      expect(sent.status()).toBe(201);
      const sentAt = Date.now();
      times.push((await seenAt(reader)) - sentAt);
    }
    expect(toStudent.length + toCurator.length).toBe(MESSAGES);
    console.log(
      `issue 39, two replicas: curator's message through A → student's thread on B: ${summary(toStudent)}`,
    );
    console.log(
      `issue 39, two replicas: student's message through B → curator's thread on A: ${summary(toCurator)}`,
    );
    await student.context().close();
    await curator.context().close();
  });
});
