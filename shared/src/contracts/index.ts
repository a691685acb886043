/**
 * The contract between the host and the remotes: which remote exposes which page. The host
 * loads `${remote}/${module}` at run time; every exposed module default-exports a component. The
 * host's typecheck checks each one it names, and the props it passes, against the remote's declared
 * export (scripts/mf-types.mjs, docs/contributing.md "Types across the federation").
 */
const REMOTE_MODULES = {
  player: ['HomePage', 'HistoryPage', 'TeamPage', 'OnboardingWizard'],
  scheduler: ['TournamentsPage'],
  video: ['VideoPage'],
  curator: ['StudentsPage', 'PlayerWorkPage'],
  backoffice: ['QueuesPage', 'MessagesPage', 'PeoplePage', 'AuditPage'],
} as const;

type RemoteName = keyof typeof REMOTE_MODULES;
/** Every remote's name: the labels the API's `remote_load_seconds` accepts. */
export const REMOTE_NAMES = Object.keys(REMOTE_MODULES) as RemoteName[];
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_MODULES)[R][number]}`;
}[RemoteName];

/** The onboarding wizard is rendered by the host's gate instead of the shell. */
export interface OnboardingWizardProps {
  onSubmitted?: () => void;
}

/**
 * A remote's line of `/remotes.json`: the URL of its mf-manifest.json, or that URL with a second
 * release (a canary) for `percent` of the users, the same users on every load (docs/deploy.md
 * "Canary and preview").
 */
export type RemoteEntry = string | { url: string; canary?: { url: string; percent: number } };

/**
 * `/remotes.json`: remote name → its entry; `previewOrigins`: the origins a staff member may
 * load one remote from for their own tab (`?preview=<remote>@<manifest URL>`), none if absent.
 */
export type RemotesConfig = Partial<Record<RemoteName, RemoteEntry>> & { previewOrigins?: string[] };
