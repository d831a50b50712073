/** The moderator account the e2e server is started with (`npm run admin:create`, playwright.config.ts). */
export const MODERATOR = { email: 'moderacion@ejemplo.es', password: 'Segura123' } as const;
