/** One exposed module per route this remote owns (contract in @fund/shared/contracts). */
module.exports = { exposes: { './VideoPage': './src/pages/video-page.tsx' } };
