import os from 'node:os';
import path from 'node:path';
import { buildTemplate, TEMPLATE_ENV } from './app';

/** Jest globalSetup of the api project: migrate and seed once per run; workers inherit the env. */
export default async function globalSetup(): Promise<void> {
  const file = path.join(os.tmpdir(), `fund-test-template-${process.pid}.tar`);
  process.env[TEMPLATE_ENV] = await buildTemplate(file);
}
