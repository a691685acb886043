import { removeTemplate, TEMPLATE_ENV } from './app';

/** Jest globalTeardown of the api project: drops the template built by global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await removeTemplate(template);
}
