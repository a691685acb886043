/** One exposed module per route this remote owns (contract in @fund/shared/contracts). */
module.exports = {
  exposes: {
    './StudentsPage': './src/pages/students-page.tsx',
    './PlayerWorkPage': './src/pages/player-work-page.tsx',
  },
};
