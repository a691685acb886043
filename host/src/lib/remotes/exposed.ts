import type { RemoteModuleId } from '@fund/shared/contracts';
import type { ExposedModules } from '@mf-types';
import type { ComponentType } from 'react';

// The host's use of each remote's exposed pages, checked against the remote's declared exports: the
// declarations scripts/mf-types.mjs writes from every remote's `exposes` before `tsc`
// (docs/contributing.md "Types across the federation"). Types only: nothing here reaches a bundle.

type Page = ComponentType<never>;

/** The modules the host names (`RemoteModuleId`) that no remote exposes with a component as its default export. */
type NotPages = {
  [Id in RemoteModuleId]: Id extends keyof ExposedModules
    ? ExposedModules[Id] extends { default: Page }
      ? never
      : Id
    : Id;
}[RemoteModuleId];
/** Fails the typecheck, naming them, while there is one. */
type NoneOf<T extends never> = T;
type _Checked = NoneOf<NotPages>;

/** The props of an exposed page: those of its remote's default export. */
export type PageProps<Id extends RemoteModuleId> = Id extends keyof ExposedModules
  ? ExposedModules[Id] extends { default: ComponentType<infer P> }
    ? P
    : never
  : never;

/** Props nobody has to pass: every one optional. */
type Optional = Record<never, never>;

/** `RemotePage`'s own props: `props` required when the page has a required prop. */
export type RemotePageProps<Id extends RemoteModuleId> = {
  id: Id;
  props?: PageProps<Id>;
} & (Optional extends PageProps<Id> ? unknown : { props: PageProps<Id> });

/** A page the shell routes to without props (a section's `module`): one with no required prop. */
export type SectionModuleId = {
  [Id in RemoteModuleId]: Optional extends PageProps<Id> ? Id : never;
}[RemoteModuleId];
