import type { ComponentType } from 'react';

/**
 * The contract between the host and the remotes: which remote exposes which page. The host
 * loads `${remote}/${module}` at run time; every exposed module default-exports a component
 * with the props typed here (dts generation is off, so this file is the one source of types).
 */
export const REMOTE_MODULES = {
  player: ['HomePage', 'HistoryPage', 'TeamPage', 'OnboardingWizard'],
  scheduler: ['TournamentsPage'],
  video: ['VideoPage'],
  curator: ['StudentsPage', 'PlayerWorkPage'],
  backoffice: ['QueuesPage', 'MessagesPage', 'PeoplePage', 'AuditPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_MODULES)[R][number]}`;
}[RemoteName];

/** Props every routed page receives. */
export type PageProps = Record<string, never>;

/** The onboarding wizard is rendered by the host's gate instead of the shell. */
export interface OnboardingWizardProps {
  onSubmitted?: () => void;
}

export type RemotePage = ComponentType<PageProps>;
export type RemoteOnboardingWizard = ComponentType<OnboardingWizardProps>;

/** `/remotes.json`: remote name → URL of its mf-manifest.json. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;
