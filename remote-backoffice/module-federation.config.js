/** One exposed module per route this remote owns (contract in @fund/shared/contracts). */
module.exports = {
  exposes: {
    './QueuesPage': './src/pages/queues-page.tsx',
    './MessagesPage': './src/pages/messages-page.tsx',
    './PeoplePage': './src/pages/people-page.tsx',
    './AuditPage': './src/pages/audit-page.tsx',
  },
};
