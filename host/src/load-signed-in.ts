/** The signed-in chunk (shell, start gate, pages); a second call reuses the first request. */
export const loadSignedIn = () => import('./signed-in');
