/** One exposed module per route this remote owns (contract in @fund/shared/contracts). */
module.exports = { exposes: { './TournamentsPage': './src/pages/tournaments-page.tsx' } };
