/** One exposed module per route this remote owns (contract in @fund/shared/contracts). */
module.exports = {
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './HistoryPage': './src/pages/history-page.tsx',
    './TeamPage': './src/pages/team-page.tsx',
    './OnboardingWizard': './src/pages/onboarding-wizard.tsx',
  },
};
