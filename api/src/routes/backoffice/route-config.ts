/** What every staff route shares: its permission, OpenAPI tag and URL prefix. */
export const config = { permission: 'backoffice' as const };
export const tags = ['backoffice'];
export const base = '/api/backoffice';
